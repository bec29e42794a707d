import type { FaqSearchResult } from './help-contract';

/** The sentence the search announces: how many questions, for which words, or why there are none. */
export function searchSummary({ keyword, result, error }: { keyword: string; result?: FaqSearchResult | null; error?: string }): string {
  if (error) return error;
  if (!keyword) return '';
  if (!result) return 'Searching…';
  if (result.total === 0) return `No questions found for “${keyword}”.`;
  return `${result.total} ${result.total === 1 ? 'question' : 'questions'} found for “${keyword}”.`;
}
