import { humanize, RoutePageFrame, useRoute } from '@axlebay/shared-lib';

/** `/checkout/...`: open to guests. The step comes from the rest of the path. */
export function CheckoutPage() {
  const step = useRoute().params['*'] ?? '';
  return <RoutePageFrame heading={step ? `Checkout: ${humanize(step.split('/')[0] ?? '')}` : 'Checkout'} />;
}
