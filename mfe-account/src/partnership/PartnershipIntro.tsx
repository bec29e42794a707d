import styled from '@emotion/styled';
import { colors, mq, radii, space } from '@axlebay/shared-lib';

const Cards = styled.ul`
  list-style: none;
  margin: 0 0 ${space(6)};
  padding: 0;
  display: grid;
  gap: ${space(3)};
  ${mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    padding: ${space(4)};
  }
  h3 {
    margin: 0 0 ${space(2)};
    font-size: 18px;
  }
  p {
    margin: 0;
  }
`;

const Benefits = styled.ul`
  margin: 0 0 ${space(6)};
  padding-left: 20px;
  li {
    margin: ${space(1)} 0;
  }
`;

const AUDIENCES: Array<[string, string]> = [
  ['Parts brands', 'Manufacturers of aftermarket parts who want their catalog, with full fitment data, in front of drivers across the US and Canada.'],
  ['Installers and repair shops', 'Independent garages, tire and brake shops who install what our customers buy and want the referrals.'],
  ['Affiliates and creators', 'Car channels, forums and blogs whose audience asks "which part fits my car?" every day.'],
];

const BENEFITS = [
  'A listing checked against year, make, model, trim and engine, so the parts you sell reach the vehicles they fit.',
  'Orders paid in USD or CAD, shipped with 90-day returns and 24/7 support for the buyer.',
  'A partnerships manager who answers within 2 business days, and monthly sales and referral reports.',
  'Affiliates: commission on every order placed through your links, tracked from the first click.',
];

/** Who the partnership programme is for and what partners get (the page's content above the form). */
export function PartnershipIntro() {
  return (
    <>
      <h2>Who we partner with</h2>
      <Cards>
        {AUDIENCES.map(([title, text]) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </Cards>
      <h2>What partners get</h2>
      <Benefits>
        {BENEFITS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </Benefits>
    </>
  );
}
