import { useRoute } from '@axlebay/shared-lib';
import { UgcAwardsPage } from './UgcAwardsPage';
import { UgcSubmitPage } from './UgcSubmitPage';

export { UgcAwardsPage, UgcSubmitPage };

/** The awards' two pages, one chunk (the submit page is one click away and reads the same season); the route's page key picks the page. */
export function AwardsPage() {
  return useRoute().page === 'ugcAwardsSubmit' ? <UgcSubmitPage /> : <UgcAwardsPage />;
}
