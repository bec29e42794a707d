import type { Database } from '../../db/client';
import { searchWordsOf } from '../generate/search-words';

/**
 * "Did you mean": each word of the keyword that is not in the catalog's word list is replaced by the
 * most similar listed word (trigram similarity, pg_trgm's default threshold 0.3; the commoner word
 * wins a tie). Undefined when every word is known or nothing similar exists.
 */
export async function correctSpelling(database: Database, keyword: string): Promise<string | undefined> {
  const words = keyword.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const checkable = new Set(searchWordsOf(keyword));
  if (checkable.size === 0) return undefined;
  const rows = await database.query<{ word: string; known: boolean; best: string | null }>(
    `select t.word,
            exists (select 1 from search_word w where w.word = t.word) as known,
            (select w.word from search_word w where w.word % t.word
             order by similarity(w.word, t.word) desc, w.doc_count desc, w.word collate "C" limit 1) as best
     from unnest($1::text[]) as t(word)`,
    [[...checkable]],
  );
  const replacement = new Map(rows.filter((r) => !r.known && r.best).map((r) => [r.word, r.best!]));
  if (replacement.size === 0) return undefined;
  return words.map((w) => replacement.get(w) ?? w).join(' ');
}
