import { useApi, useApiData, useMarket, type ApiClient } from '@axlebay/shared-lib';
import { HELP_API, type FaqGroup, type FaqSearchResult } from './help-contract';

/** The shop's questions, grouped (loaded with the page; on the server when composed there). */
export function useFaqGroups() {
  const api = useApi();
  const market = useMarket();
  return useApiData(`${market.shopId}:help-faq`, () => api.get<FaqGroup[]>(HELP_API.faq), 'The questions could not be loaded.');
}

export const searchFaq = (api: ApiClient, keyword: string) => api.get<FaqSearchResult>(HELP_API.faqSearch, { keyword });

/** Where a question is answered: its group's page, opened at the question. */
export const questionHref = (handle: string) => `/help/faq#${handle}`;
