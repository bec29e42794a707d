/**
 * The word list behind "did you mean": each distinct word of the listed titles (and brand and category
 * names) with the number of texts it appears in. Stored in search_word with a trigram index.
 */
export class SearchWordCounter {
  private readonly counts = new Map<string, number>();

  add(text: string) {
    for (const word of new Set(searchWordsOf(text))) this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
  }

  /** Sorted by word, so the rows are the same for the same catalog. */
  rows(): [string, number][] {
    return [...this.counts.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  }
}

/** Lower-case words of 3+ characters with a letter in them (years and sizes are not words to suggest). */
export function searchWordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && /[a-z]/.test(w));
}
