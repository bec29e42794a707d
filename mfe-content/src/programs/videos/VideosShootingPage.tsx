import { formatMoney, Link, useMarket } from '@axlebay/shared-lib';
import { ProgramFrame } from '../ProgramFrame';
import { Cards, Muted, Section, Steps } from '../program-styles';
import { GuideVideoList } from './GuideVideoList';
import { SHOOTING_REWARDS as r, VIDEO_SUBMIT_EMAIL } from './shooting-terms';

/**
 * `/videos-shooting-offering` (spec §2 info pages): store credit for customers who film their
 * installs — the reward, what a video needs, how to send it — and the shop's own filming guide.
 */
export function VideosShootingPage() {
  const { currency } = useMarket();
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <ProgramFrame
      head={{
        title: 'Video shooting offer',
        description: 'Film your install of a part you bought from Axlebay and earn store credit: what we need, what we pay, and how to send your video.',
        keywords: ['install video reward', 'film your install', 'auto parts video'],
      }}
      lead="Fitted a part from us? Film the job and we will pay you in store credit, more if we feature your video as a guide."
    >
      <Section data-wide>
        <h2>What we pay</h2>
        <Cards columns={2} data-testid="shooting-rewards">
          <li>
            <span className="figure">{money(r.acceptedCents)}</span>
            <p>store credit for every video we accept, up to {r.perMonth} videos a month.</p>
          </li>
          <li>
            <span className="figure">{money(r.featuredCents)}</span>
            <p>
              instead, when we feature your video in our <Link to="/guidevideo">installation guides</Link>, with your name or channel on it.
            </p>
          </li>
        </Cards>
        <Muted>Credit goes to the Axlebay account the part was ordered with, in that shop&apos;s currency, and is valid for 12 months.</Muted>
      </Section>

      <Section>
        <h2>What we need</h2>
        <ul>
          <li>An install of a part on one of your own orders, fitted to your own vehicle (or one you had permission to work on).</li>
          <li>
            {r.minSeconds} seconds to {r.maxMinutes} minutes, landscape, 1080p or better, steady, with the work well lit.
          </li>
          <li>The vehicle (year, make, model) and the part at the start; every step close enough to see the bolts; the part working at the end.</li>
          <li>Safe work only: jack stands under a lifted car, battery disconnected for electrical jobs.</li>
          <li>Your own footage and voice or music you have the rights to; no faces of people who did not agree, no readable licence plates.</li>
        </ul>
      </Section>

      <Section data-wide>
        <h2>How to film it</h2>
        <GuideVideoList page="shooting" />
      </Section>

      <Section>
        <h2>How to send your video</h2>
        <Steps>
          <li>
            <div>
              <strong>Upload it</strong>As an unlisted YouTube video, or to any file-sharing service with a link that works without signing in.
            </div>
          </li>
          <li>
            <div>
              <strong>Email us the link</strong>
              To <a href={`mailto:${VIDEO_SUBMIT_EMAIL}`}>{VIDEO_SUBMIT_EMAIL}</a>, with your order number and the part you fitted.
            </div>
          </li>
          <li>
            <div>
              <strong>Get your credit</strong>We review every video within {r.reviewBusinessDays} business days and add the credit to your account when it
              is accepted.
            </div>
          </li>
        </Steps>
        <p>
          By sending a video you let Axlebay show it on its site and channels, with credit to you. Great installs can also win the{' '}
          <Link to="/ugc-awards">UGC awards</Link>.
        </p>
      </Section>
    </ProgramFrame>
  );
}
