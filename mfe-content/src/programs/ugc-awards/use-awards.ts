import { useApi, useApiData } from '@axlebay/shared-lib';
import { UGC_AWARDS_API, type UgcAwards } from './awards-api';

/** The awards season, categories and prizes: the route's loader on both awards pages (rendered on the server). */
export function useAwards() {
  const api = useApi();
  return useApiData('ugc-awards', () => api.get<UgcAwards>(UGC_AWARDS_API), 'The awards could not be loaded.');
}
