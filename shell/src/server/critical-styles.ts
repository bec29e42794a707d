import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';

/**
 * An emotion cache for one server render that writes no <style> into the markup (`compat`): the
 * styles the markup uses are collected with criticalStyles and go to the page's <head> as a few
 * tags. Emotion's default SSR writes a <style> before each styled element instead: dozens of tags
 * in the body, each one a style recalculation while the HTML parses, moved to <head> again by the
 * browser's cache.
 */
export function serverStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/** The <style data-emotion="css …"> tags for the styles `html` uses; the browser's cache adopts them. */
export function criticalStyles(cache: EmotionCache, html: string): string {
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return constructStyleTagsFromChunks(extractCriticalToChunks(html));
}
