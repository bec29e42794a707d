import styled from '@emotion/styled';
import { useId } from 'react';
import { Button, colors, Link, radii, useApi, useApiData, useMarket } from '@axlebay/shared-lib';
import { loadAddOnItems, type AddOnItem } from './add-on-items';
import { ADD_ON_PROMO_TEXT } from './cart-page-texts';
import { LineImage } from './LineImage';
import { LinePrice } from './LinePrice';

const Section = styled.section`
  margin-top: 32px;
  h2 {
    font-size: 20px;
    margin: 0 0 12px;
    color: ${colors.sale};
  }
  ul {
    /* The containing block of the price's visually hidden texts (absolute): without it they escape
       the scroller and widen the page on phones, and the fixed checkout bar jumps (layout shift). */
    position: relative;
    list-style: none;
    margin: 0;
    padding: 0 0 4px;
    display: flex;
    gap: 12px;
    overflow-x: auto;
  }
  li {
    flex: 0 0 200px;
    display: grid;
    gap: 8px;
    align-content: start;
    padding: 12px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
  }
  a {
    color: ${colors.text};
  }
`;

/**
 * Spec §9 "Instantly SAVE up to 60% on Add-on items below" with the items of the discount notice
 * (GET BUYING_API.discountNotice); "Add" puts one in the cart through the store. Nothing at all
 * while loading, when the call fails or when there are none.
 */
export function AddOnItems({ onAdd }: { onAdd: (item: AddOnItem) => void }) {
  const api = useApi();
  const market = useMarket();
  const id = useId();
  const { data } = useApiData(`${market.shopId}:add-ons`, () => loadAddOnItems(api), 'add-ons');
  if (!data || data.length === 0) return null;
  return (
    <Section aria-labelledby={id} data-testid="add-on-items">
      <h2 id={id}>{ADD_ON_PROMO_TEXT}</h2>
      <ul>
        {data.map((item) => (
          <li key={`${item.itemId}:${item.skuId}`}>
            <LineImage src={item.mainImage} alt={item.title} />
            {item.urlHandle ? <Link to={`/product/${item.urlHandle}`}>{item.title}</Link> : <span>{item.title}</span>}
            <LinePrice current={item.priceCent} {...(item.originalPriceCent !== undefined ? { original: item.originalPriceCent } : {})} currency={item.currency ?? market.currency} />
            <Button type="button" variant="secondary" onClick={() => onAdd(item)} aria-label={`Add ${item.title}`}>
              Add
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
