import { ButtonLink, formatMoney, LoadError, LoadingArea, useMarket } from '@axlebay/shared-lib';
import { ProgramFrame } from '../ProgramFrame';
import { Actions, Cards, Muted, Section, Steps, TableBox } from '../program-styles';
import { longDate, type UgcAwards } from './awards-api';
import { useAwards } from './use-awards';

/**
 * `/ugc-awards` (spec §2 info pages): this year's awards for customers' build stories — categories,
 * store-credit prizes, dates, rules and judging — all from the API's answer (season of the server's year).
 */
export function UgcAwardsPage() {
  const { data, error, reload } = useAwards();
  const year = data?.season.year;
  return (
    <ProgramFrame
      head={{
        title: year ? `UGC awards ${year}` : 'UGC awards',
        description: 'Show us your install, your before/after or your road trip build: Axlebay pays store credit for the best customer build stories of the year.',
        keywords: ['car build awards', 'DIY install contest', 'before and after car', 'road trip build'],
      }}
      lead="Your builds, your photos, your story. Every year we reward the best customer installs with store credit."
    >
      {data ? <AwardsBody awards={data} /> : error ? <LoadError message={error} onRetry={reload} /> : <LoadingArea label="Loading the awards" />}
    </ProgramFrame>
  );
}

function AwardsBody({ awards }: { awards: UgcAwards }) {
  const { currency } = useMarket();
  const { season, prizes } = awards;
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <>
      <Section>
        <h2>Dates</h2>
        <TableBox label="Award dates">
          <table data-testid="ugc-dates">
            <tbody>
              <tr>
                <th scope="row">Entries open</th>
                <td>{longDate(season.entriesOpen)}</td>
              </tr>
              <tr>
                <th scope="row">Entries close</th>
                <td>{longDate(season.entriesClose)}, 11:59 p.m. Eastern</td>
              </tr>
              <tr>
                <th scope="row">Judging starts</th>
                <td>{longDate(season.judgingStarts)}</td>
              </tr>
              <tr>
                <th scope="row">Winners announced</th>
                <td>{longDate(season.winnersAnnounced)}, here and by email</td>
              </tr>
            </tbody>
          </table>
        </TableBox>
        <Actions>
          <ButtonLink to="/ugc-awards/submit">Enter the {season.year} awards</ButtonLink>
        </Actions>
      </Section>

      <Section data-wide>
        <h2>Categories</h2>
        <Cards columns={2} data-testid="ugc-categories">
          {awards.categories.map((c) => (
            <li key={c.id}>
              <h3>{c.name}</h3>
              <p>{c.description}</p>
            </li>
          ))}
        </Cards>
      </Section>

      <Section>
        <h2>Prizes</h2>
        <ul data-testid="ugc-prizes">
          <li>
            <strong>Winner of each category:</strong> {money(prizes.winnerCents)} in store credit.
          </li>
          <li>
            <strong>{prizes.runnersUpPerCategory} runners-up per category:</strong> {money(prizes.runnerUpCents)} in store credit each.
          </li>
          <li>
            <strong>Every complete entry:</strong> a {money(prizes.everyEntryCouponCents)} coupon by email, for your next order.
          </li>
        </ul>
        <Muted>Store credit is paid in the currency of your shop: US dollars in the US, Canadian dollars in Canada.</Muted>
      </Section>

      <Section>
        <h2>How judging works</h2>
        <p>A panel of three — an ASE-certified technician, an Axlebay product specialist and last year&apos;s overall winner — scores every entry:</p>
        <TableBox label="Judging criteria">
          <table>
            <thead>
              <tr>
                <th scope="col">Criterion</th>
                <th scope="col">Weight</th>
              </tr>
            </thead>
            <tbody>
              {awards.judging.map((j) => (
                <tr key={j.criterion}>
                  <td>{j.criterion}</td>
                  <td>{j.weight}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      </Section>

      <Section>
        <h2>How to enter</h2>
        <Steps>
          <li>
            <div>
              <strong>Pick a category</strong>One entry per category; enter several categories with different builds.
            </div>
          </li>
          <li>
            <div>
              <strong>Write your story</strong>What you fitted, why, how it went — {awards.limits.storyMin} to {awards.limits.storyMax} characters.
            </div>
          </li>
          <li>
            <div>
              <strong>Add {awards.limits.photosMin} to {awards.limits.photosMax} photos</strong>JPEG, PNG or WebP, up to 5 MB each. Before and after
              shots work best.
            </div>
          </li>
        </Steps>
      </Section>

      <Section>
        <h2>Rules</h2>
        <ol>
          {awards.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </Section>
    </>
  );
}
