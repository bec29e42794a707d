import { CheckboxField, formatMoney, useApi, useApiData } from '@axlebay/shared-lib';
import { useCheckout } from '../checkout-context';
import { fetchFirstOrderOffer, fetchPointsOffer } from './discount-offers';

/**
 * A signed-in buyer's own discounts (spec §3 useFirstDiscount, §7 Members/Promotion): the first-order
 * discount while unused, and paying with points ("Use N points (−$X.XX)").
 */
export function DiscountChoices({ currency }: { currency: string }) {
  const api = useApi();
  const { user, draft, update, cartUUID, quote } = useCheckout();
  const signedIn = user !== undefined;
  const mayFirst = signedIn && !user.useFirstDiscount;
  const first = useApiData(mayFirst ? `first:${user.accountId}` : 'first:none', () => (mayFirst ? fetchFirstOrderOffer(api) : Promise.resolve(undefined)), '');
  const points = useApiData(signedIn ? `points:${user.accountId}:${quote.quote?.subtotalCent ?? ''}` : 'points:none', () => (signedIn ? fetchPointsOffer(api, cartUUID) : Promise.resolve(undefined)), '');
  if (!signedIn || (!first.data && !points.data)) return null;
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
      {points.data && (
        <CheckboxField
          label={`Use ${points.data.points} points (−${formatMoney(points.data.cent, currency)})`}
          checked={Boolean(draft.usePoints)}
          onChange={(event) => update({ usePoints: event.target.checked ? points.data!.points : 0 })}
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
