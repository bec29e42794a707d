import type { Database } from '../../db/client';
import type { CatalogLookups } from '../lookups';
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
 * wins a tie). No correction when every word is known or nothing similar exists. Known words are
 * told from the word list in memory; the database is asked only for unknown ones (a keyword that finds
 * little is most often a correct one, for a vehicle that has few such parts).
 */
export async function checkSpelling(database: Database, lookups: CatalogLookups, keyword: string): Promise<Spelling> {
  const words = keyword.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const checkable = new Set(searchWordsOf(keyword));
  if (checkable.size === 0) return { allKnown: false };
  const { known } = await lookups.searchWords();
  const unknown = [...checkable].filter((word) => !known.has(word));
  if (unknown.length === 0) return { allKnown: true };
  const rows = await database.query<{ word: string; best: string | null }>(
    // A trigram index scan per unknown word.
    `select t.word,
            (select w.word from search_word w where w.word % t.word
             order by similarity(w.word, t.word) desc, w.doc_count desc, w.word collate "C" limit 1) as best
     from unnest($1::text[]) as t(word)`,
    [unknown],
  );
  const replacement = new Map(rows.filter((r) => r.best).map((r) => [r.word, r.best!]));
  if (replacement.size === 0) return { allKnown: false };
  return { correction: words.map((w) => replacement.get(w) ?? w).join(' '), allKnown: false };
}
