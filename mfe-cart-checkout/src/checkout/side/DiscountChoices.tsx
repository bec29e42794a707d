import { CheckboxField, formatMoney, useApi, useApiData } from '@axlebay/shared-lib';
import { useCheckout } from '../checkout-context';
import { merchandiseAfterDiscountsCent } from '../../quote';
import { fetchFirstOrderOffer, fetchRedeemInfo, pointsOffer, pointsValueCent } from './discount-offers';

/**
 * A signed-in buyer's own discounts (spec §3 useFirstDiscount, §7 Members/Promotion): the first-order
 * discount while unused, and paying with points ("Use N points (−$X.XX)").
 */
export function DiscountChoices({ currency }: { currency: string }) {
  const api = useApi();
  const { user, draft, update, quote } = useCheckout();
  const signedIn = user !== undefined;
  const mayFirst = signedIn && !user.useFirstDiscount;
  const first = useApiData(mayFirst ? `first:${user.accountId}` : 'first:none', () => (mayFirst ? fetchFirstOrderOffer(api) : Promise.resolve(undefined)), '');
  const redeem = useApiData(signedIn ? `points:${user.accountId}` : 'points:none', () => (signedIn ? fetchRedeemInfo(api) : Promise.resolve(undefined)), '');
  const offer = quote.quote ? pointsOffer(redeem.data, merchandiseAfterDiscountsCent(quote.quote)) : undefined;
  // Keep the points the buyer chose while the quote with them loads.
  const points = draft.usePoints ? { points: draft.usePoints, cent: quote.quote?.pointsCent || pointsValueCent(redeem.data, draft.usePoints) } : offer;
  if (!signedIn || (!first.data && !points)) return null;
  const notices = (quote.quote?.notices ?? []).filter((n) => n.field === 'useFirstDiscount' || n.field === 'usePoints');
  return (
    <div data-testid="discount-choices">
      {first.data && (
        <CheckboxField
          label={`Use my first-order discount (${first.data.label})`}
          checked={Boolean(draft.useFirstDiscount)}
          onChange={(event) => update({ useFirstDiscount: event.target.checked })}
        />
      )}
      {points && (
        <CheckboxField
          label={`Use ${points.points} points (−${formatMoney(points.cent, currency)})`}
          checked={Boolean(draft.usePoints)}
          onChange={(event) => update({ usePoints: event.target.checked ? points.points : 0 })}
        />
      )}
      {notices.map((n) => (
        <p key={n.field} role="status">
          {n.message}
        </p>
      ))}
    </div>
  );
}
