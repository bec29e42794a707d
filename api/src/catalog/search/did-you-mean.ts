import type { Database } from '../../db/client';
import { searchWordsOf } from '../generate/search-words';

/** What the catalog's word list says of a keyword. */
export interface Spelling {
  /** The keyword with its unknown words replaced by the most similar listed ones, when any has one. */
  correction?: string;
  /**
   * Every word that can be checked is a catalog word (or none can be: a number, a size). Such a
   * keyword that finds nothing is no typo, so no similar-looking titles are offered for it.
   */
  allKnown: boolean;
}

/**
 * "Did you mean": each word of the keyword that is not in the catalog's word list is replaced by the
 * most similar listed word (trigram similarity, pg_trgm's default threshold 0.3; the commoner word
 * wins a tie). No correction when every word is known or nothing similar exists.
 */
export async function checkSpelling(database: Database, keyword: string): Promise<Spelling> {
  const words = keyword.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const checkable = new Set(searchWordsOf(keyword));
  if (checkable.size === 0) return { allKnown: false };
  const rows = await database.query<{ word: string; known: boolean; best: string | null }>(
    // The similar-word search (a trigram index scan) runs for unknown words only.
    `select t.word, k.known,
            case when not k.known then
              (select w.word from search_word w where w.word % t.word
               order by similarity(w.word, t.word) desc, w.doc_count desc, w.word collate "C" limit 1)
            end as best
     from unnest($1::text[]) as t(word)
     cross join lateral (select exists (select 1 from search_word w where w.word = t.word) as known) k`,
    [[...checkable]],
  );
  const allKnown = rows.every((r) => r.known);
  const replacement = new Map(rows.filter((r) => !r.known && r.best).map((r) => [r.word, r.best!]));
  if (replacement.size === 0) return { allKnown };
  return { correction: words.map((w) => replacement.get(w) ?? w).join(' '), allKnown };
}
