import { bus, type AddToCartInput, type BehaviourEventName, type CartLine, type TrackValue } from '@axlebay/shared-lib';

/** A behaviour event for the shell's tracker (spec §7): cart-checkout never calls the tracking endpoints. */
export const track = (name: BehaviourEventName, props: Record<string, TrackValue>) => bus.publish('track', { name, props }, 'cart-checkout');

/** Spec §7: an add to cart the server accepted, with the unit price of its answer. */
export function trackAdded(input: AddToCartInput, line: CartLine | undefined) {
  track('add_to_cart', {
    itemId: input.itemId,
    skuId: input.skuId,
    quantity: input.count ?? 1,
    priceCent: line?.priceCent ?? null,
    currency: line?.currency ?? null,
    bundleId: input.bundleId ?? null,
  });
}
