/** An in-site href with a query (undefined values left out): the same in the browser and on the server. */
export function hrefOf(path: string, query?: Record<string, string | number | undefined>): string {
  const entries = Object.entries(query ?? {}).filter((e): e is [string, string | number] => e[1] !== undefined);
  return entries.length ? `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : path;
}
