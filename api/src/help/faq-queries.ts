import type { Database } from '../db/client';

export interface FaqQuestionView {
  handle: string;
  question: string;
  answer: string;
}

export interface FaqGroupView {
  handle: string;
  title: string;
  summary: string;
  questions: FaqQuestionView[];
}

export interface FaqHitView extends FaqQuestionView {
  groupHandle: string;
  groupTitle: string;
}

export const FAQ_KEYWORD_MAX = 100;
/** At most this many hits are listed (the total counts them all). */
export const FAQ_HITS_MAX = 20;
export const KEYWORD_REQUIRED = 'Please enter a question or a few words to search for';
export const KEYWORD_TOO_LONG = `Search words must be at most ${FAQ_KEYWORD_MAX} characters`;

interface FaqRow {
  handle: string;
  group_handle: string;
  group_title: string;
  group_summary: string;
  question: string;
  answer: string;
}

/** The shop's questions in the help centre's order, grouped. */
export async function faqGroups(database: Database, shopId: number): Promise<FaqGroupView[]> {
  const rows = await database.query<FaqRow>(
    'select handle, group_handle, group_title, group_summary, question, answer from help_faq where shop_id = $1 order by group_sort, sort',
    [shopId],
  );
  const groups: FaqGroupView[] = [];
  for (const r of rows) {
    let group = groups[groups.length - 1];
    if (group?.handle !== r.group_handle) {
      group = { handle: r.group_handle, title: r.group_title, summary: r.group_summary, questions: [] };
      groups.push(group);
    }
    group.questions.push({ handle: r.handle, question: r.question, answer: r.answer });
  }
  return groups;
}

/** The words of a keyword as prefix terms of a tsquery (letters and digits only, so nothing else reaches to_tsquery). */
export function prefixTerms(keyword: string): string[] {
  const words = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, 12).map((w) => `${w}:*`);
}

const SEARCH_SQL = `
  with q as (select to_tsquery('english', $2) as query),
  doc as (
    select f.*, setweight(to_tsvector('english', f.question), 'A') || setweight(to_tsvector('english', f.answer), 'B') as vector
    from help_faq f where f.shop_id = $1
  )
  select handle, group_handle, group_title, group_summary, question, answer,
         ts_rank(vector, q.query) + case when question ilike $3 escape '\\' then 1 else 0 end as rank
  from doc, q
  where vector @@ q.query
  order by rank desc, group_sort, sort`;

/**
 * Questions matching every word of the keyword (as typed: the last word may be unfinished, so each
 * word is a prefix), questions before answers; when no question has every word, those with any of
 * them. A question holding the keyword as written ranks first.
 */
export async function searchFaq(database: Database, shopId: number, keyword: string): Promise<{ total: number; list: FaqHitView[] }> {
  const terms = prefixTerms(keyword);
  if (!terms.length) return { total: 0, list: [] };
  const phrase = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let rows = await database.query<FaqRow>(SEARCH_SQL, [shopId, terms.join(' & '), phrase]);
  if (!rows.length && terms.length > 1) rows = await database.query<FaqRow>(SEARCH_SQL, [shopId, terms.join(' | '), phrase]);
  return {
    total: rows.length,
    list: rows.slice(0, FAQ_HITS_MAX).map((r) => ({ handle: r.handle, question: r.question, answer: r.answer, groupHandle: r.group_handle, groupTitle: r.group_title })),
  };
}
