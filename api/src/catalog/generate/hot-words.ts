/** What shoppers search most (the search box shows these before anything is typed). */
export const HOT_WORDS: readonly string[] = [
  'led headlights',
  'tpms sensor',
  'brake pads',
  'tail lights',
  'fog lights',
  'floor mats',
  'cold air intake',
  'tonneau cover',
  'obd2 scanner',
  'leveling kit',
  'running boards',
  'side mirror',
];

export function hotWordRows(): { word: string; rank: number }[] {
  return HOT_WORDS.map((word, i) => ({ word, rank: i + 1 }));
}
