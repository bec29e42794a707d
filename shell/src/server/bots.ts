/** Spec §9 bot keywords: a crawler gets the whole page composed on the server, however long it takes. */
export const BOT_KEYWORDS = ['bot', 'crawler', 'spider', 'googlebot', 'bingbot'] as const;

export function isBot(userAgent: string): boolean {
  const ua = userAgent.toLowerCase();
  return BOT_KEYWORDS.some((k) => ua.includes(k));
}
