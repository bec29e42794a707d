import styled from '@emotion/styled';
import { Link } from 'react-router';
import { colors, layout, mq, type Market } from '@axlebay/shared-lib';
import { FooterContact } from './FooterContact';
import { FooterNewsletter } from './FooterNewsletter';

const Foot = styled.footer`
  background: ${colors.surface};
  border-top: 1px solid ${colors.border};
  font-size: 14px;
`;

const Inner = styled.div`
  max-width: ${layout.maxWidth}px;
  margin: 0 auto;
  padding: 24px 16px;
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr 1fr;
  ${mq.md} {
    grid-template-columns: repeat(4, 1fr);
    padding: 32px;
  }
  h2 {
    font-size: 15px;
    margin: 0 0 8px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: inline-block;
    padding: 4px 0;
    color: ${colors.text};
  }
`;

const COLUMNS: Array<[string, Array<[string, string]>]> = [
  ['Shop', [['Categories', '/categories'], ['Brands', '/brands'], ['Makes', '/makes'], ['TPMS sensors', '/featured/tpms-sensors']]],
  ['Help', [['Help center', '/help'], ['FAQ', '/help/faq'], ['Track your order', '/order/track'], ['Feedback', '/help/feedback']]],
  ['Company', [['About us', '/about'], ['Blog', '/blogs'], ['Affiliate program', '/affiliate-program'], ['Guide videos', '/guidevideo']]],
];

/** A link on its own line: a 24 px touch target at least (WCAG 2.5.8). */
const MarketSwitch = styled.a`
  display: inline-block;
  padding: 4px 0;
`;

/** Newsletter sign-up, site links, return promise, company contact and social links, market switch. */
export function Footer({ market }: { market: Market }) {
  return (
    <Foot data-print-hide="">
      <Inner>
        <FooterNewsletter />
        {COLUMNS.map(([title, links]) => (
          <nav key={title} aria-label={title}>
            <h2>{title}</h2>
            <ul>
              {links.map(([label, to]) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2>Axlebay {market.code === 'CA' ? 'Canada' : 'USA'}</h2>
          <p style={{ margin: 0 }}>90-day returns · 24/7 support · Prices in {market.currency}</p>
          <FooterContact />
          <MarketSwitch href={`?market=${market.code === 'CA' ? 2022 : 2023}`} data-testid="market-switch">
            Shop in {market.code === 'CA' ? 'the USA ($)' : 'Canada (CA$)'}
          </MarketSwitch>
          {/* The delivery estimate's location comes from GeoLite2 (api/src/geo): its licence asks for this line. */}
          <p style={{ margin: '12px 0 0', fontSize: 12 }}>
            This product includes GeoLite2 data created by MaxMind, available from <a href="https://www.maxmind.com">maxmind.com</a>.
          </p>
        </div>
      </Inner>
    </Foot>
  );
}
