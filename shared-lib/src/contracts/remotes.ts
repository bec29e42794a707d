/** The five independently deployed remotes. The value is also the `data-boundary` of their parcels. */
export const REMOTE_NAMES = ['catalog', 'vehicle', 'cart-checkout', 'account', 'content'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module Federation container names must be JS identifiers, so `cart-checkout` becomes `cart_checkout`. */
export const FEDERATION_NAMES: Record<RemoteName, string> = {
  catalog: 'catalog',
  vehicle: 'vehicle',
  'cart-checkout': 'cart_checkout',
  account: 'account',
  content: 'content',
};

/** The exposed module every remote ships: its single-spa parcel lifecycles. */
export const PARCEL_EXPOSE = './parcel';

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}

/** `loadRemote` id of a remote's exposed module, e.g. `cart_checkout/parcel`. */
export function federatedModuleId(remote: RemoteName, expose: string = PARCEL_EXPOSE): string {
  return `${FEDERATION_NAMES[remote]}/${expose.replace(/^\.\//, '')}`;
}
