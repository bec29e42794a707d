import styled from '@emotion/styled';
import { buildBreadcrumb, Link, mq, PageFrame, space, useMarket, usePageHead } from '@axlebay/shared-lib';
import { useShopPromises } from './company-contact';
import { ContactDetails } from './ContactDetails';

const Columns = styled.div`
  display: grid;
  gap: ${space(6)};
  ${mq.md} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
  h2 {
    font-size: 22px;
    margin: ${space(6)} 0 ${space(2)};
  }
  p,
  li {
    line-height: 1.6;
  }
`;

/** `/about` (spec §2 info pages): who Axlebay is, the fitment promise, and the market's company contact. */
export function AboutPage() {
  const market = useMarket();
  const ca = market.code === 'CA';
  const promises = useShopPromises();
  usePageHead({ title: 'About us', description: 'Axlebay sells aftermarket auto parts in the United States and Canada, each checked against your vehicle by year, make, model, trim, engine or VIN.' });
  const breadcrumb = buildBreadcrumb([
    { label: 'Home', seoUrl: '/' },
    { label: 'About us', seoUrl: '/about' },
  ]);
  return (
    <PageFrame heading="About us" breadcrumb={breadcrumb} lead="Aftermarket auto parts for drivers and repair shops in the United States and Canada, checked against your vehicle before you buy.">
      <Columns>
        <div>
          <h2>Parts that fit, the first time</h2>
          <p>
            Axlebay started with a simple frustration: ordering a brake rotor or a headlight assembly online and finding out in the driveway that it was made for
            the other trim. We built the shop around fitment. Every part we list carries the year, make, model, trim and engine it is made for, and your VIN
            settles the rest.
          </p>
          <p>
            Today we ship brakes, suspension, lighting, filters, engine and body parts from established aftermarket brands to drivers in all 50 states and every
            Canadian province and territory{ca ? ', with prices in Canadian dollars and no customs bill at the door' : ''}.
          </p>
          <h2>Our fitment promise</h2>
          <p>
            If a part we showed as fitting the vehicle you selected does not fit, we take it back within 90 days with a free return label and refund the part
            and the shipping, or send the right one at no cost.
          </p>
          <h2>What you can count on</h2>
          <ul>
            {promises?.freeShippingOver && <li>Free Standard Shipping on orders over {promises.freeShippingOver}.</li>}
            <li>90-day returns on unused parts.</li>
            <li>Support {promises?.supportHours ?? '24/7'} by phone, email and our feedback form.</li>
            <li>Cards, PayPal, Google Pay, Apple Pay, and pay later with Klarna or PayPal.</li>
          </ul>
          <p>
            Questions first? Read the <Link to="/help/faq">frequently asked questions</Link> or <Link to="/help">ask our support team</Link>, day or night. Parts brands,
            installers and creators can <Link to="/partnership">partner with us</Link>.
          </p>
        </div>
        <ContactDetails title={ca ? 'Axlebay Canada' : 'Axlebay USA'} hours={promises?.supportHours} />
      </Columns>
    </PageFrame>
  );
}
