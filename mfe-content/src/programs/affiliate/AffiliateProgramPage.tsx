import { ButtonLink, Link } from '@axlebay/shared-lib';
import { faqJsonLd, FaqList } from '../FaqList';
import { ProgramFrame } from '../ProgramFrame';
import { Actions, Cards, Muted, Section, Steps } from '../program-styles';
import { AFFILIATE_AUDIENCES, AFFILIATE_FAQ, AFFILIATE_STEPS, AFFILIATE_TERMS as t } from './affiliate-terms';

/** The partnership form (mfe-account /partnership) takes affiliate applications: partner type "Affiliate or creator". */
const APPLY_HREF = '/partnership#apply';

/**
 * `/affiliate-program` (spec §2 info pages): who it is for, the commission and cookie terms, how it
 * works, questions, and how to apply (through the partnership form, not a second one).
 */
export function AffiliateProgramPage() {
  return (
    <ProgramFrame
      head={{
        title: 'Affiliate program',
        description: `Earn ${t.commissionPercent}% on auto parts orders from your links, with a ${t.cookieDays}-day cookie and monthly payouts. For creators, installers and car clubs in the US and Canada.`,
        keywords: ['auto parts affiliate program', 'car creator affiliate', 'installer referral'],
        jsonLd: [faqJsonLd(AFFILIATE_FAQ)],
      }}
      lead={`Recommend parts that fit, and earn ${t.commissionPercent}% of every order your links bring in.`}
    >
      <Section data-wide>
        <h2>Who it is for</h2>
        <Cards>
          {AFFILIATE_AUDIENCES.map(([title, text]) => (
            <li key={title}>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </Cards>
      </Section>

      <Section data-wide>
        <h2>The terms</h2>
        <Cards columns={4} data-testid="affiliate-terms">
          <li>
            <span className="figure">{t.commissionPercent}%</span>
            <p>
              commission on the item subtotal, {t.proCommissionPercent}% in a month with {t.proThresholdOrders}+ approved orders
            </p>
          </li>
          <li>
            <span className="figure">{t.cookieDays} days</span>
            <p>cookie: orders within {t.cookieDays} days of a click on your link are yours</p>
          </li>
          <li>
            <span className="figure">{t.approvalDays} days</span>
            <p>after delivery, the commission is approved (returns in that time cancel it)</p>
          </li>
          <li>
            <span className="figure">${t.payoutMinimum}</span>
            <p>minimum payout, paid by the {t.payoutDay}th of each month in USD or CAD</p>
          </li>
        </Cards>
      </Section>

      <Section>
        <h2>How it works</h2>
        <Steps>
          {AFFILIATE_STEPS.map(([title, text]) => (
            <li key={title}>
              <div>
                <strong>{title}</strong>
                {text}
              </div>
            </li>
          ))}
        </Steps>
      </Section>

      <Section>
        <h2>Questions</h2>
        <FaqList entries={AFFILIATE_FAQ} />
      </Section>

      <Section id="apply">
        <h2>Apply</h2>
        <p>
          Applications go through our partnership form. Choose <strong>Affiliate or creator</strong> as the partnership type and tell us where you
          publish or who you fit parts for. A partnerships manager replies within {t.replyBusinessDays} business days.
        </p>
        <Actions>
          <ButtonLink to={APPLY_HREF}>Apply to the affiliate program</ButtonLink>
        </Actions>
        <Muted>
          Filming your own installs? We also pay for install videos: see the <Link to="/videos-shooting-offering">video shooting offer</Link> and the{' '}
          <Link to="/ugc-awards">UGC awards</Link>.
        </Muted>
      </Section>
    </ProgramFrame>
  );
}
