import { inlineJson } from '@axlebay/shared-lib';

/** The template's own scripts (`<script src defer>`): the federation runtime and the shell's main. */
const DEFER_SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;

/** The loader's safety start: scripts start by then even if no first paint is ever reported. */
export const LOADER_SAFETY_MS = 4000;

/**
 * Loads the page's scripts once its HTML has painted (in its font): hints for every chunk hydration needs, then
 * the template's scripts in order. The server's HTML is the page (head, text, styles, font); the
 * scripts make it live, so they start after the first frame instead of competing with it.
 * The shell's own chunks are preloaded. A remote's are prefetched (HTTP cache): a preload that fails
 * (the remote is down) is kept by the browser for the page and would fail the shopper's Retry too.
 * All the tags go into <head> in one insertion (a fragment), not one DOM change each.
 */
function afterPaintLoader(scripts: string[], preloads: string[], nonce: string): string {
  const data = inlineJson({ scripts, preloads });
  // Starts once the text has painted in its own font (first contentful paint seen and the fonts
  // ready): the scripts never compete with the first view. A browser without paint timing starts
  // after the next frame. The safety start (a page that never reports its first paint) waits 4 s:
  // at 1.5 s it fired before slow first paints and put every script in front of them.
  return `<script nonce="${nonce}">(function(d){var started=false;function go(){if(started)return;started=true;var f=document.createDocumentFragment();d.preloads.forEach(function(h){var l=document.createElement("link");var own=h.charAt(0)==="/";l.rel=own?"preload":"prefetch";if(own)l.as="script";l.href=h;f.appendChild(l)});d.scripts.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=false;f.appendChild(e)});document.head.appendChild(f)}var painted=new Promise(function(r){var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)r()}).observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){setTimeout(r,0)})}});var fonts=document.fonts&&document.fonts.ready?document.fonts.ready:Promise.resolve();Promise.all([painted,fonts]).then(function(){setTimeout(go,0)});setTimeout(go,${LOADER_SAFETY_MS})})(${data})</script>`;
}

/**
 * Writes a composed page into the browser build's index.html: the page head replaces the template's
 * default title and description, the head hints (font, preconnect, shell stylesheet) go right after the
 * charset, the frame fills #root, the inline data follows it, and the scripts load after the first paint.
 * The loader is the page's one inline script: it carries the response's CSP nonce.
 *
 * Emotion's styles (`emotionStyles`) close the <head>, after the template's own boot <style>: that is
 * where the browser's emotion cache moves them when it starts. Earlier in the head, the template's
 * `body { font-family: system-ui … }` won the cascade on the first paint and the design system's font
 * took over only when the scripts ran: a second font on screen and a relayout of the whole page.
 */
export function composeDocument(
  template: string,
  parts: { head: string; hints: string[]; emotionStyles: string[]; preloads: string[]; frame: string; scripts: string[]; nonce: string },
): string {
  const templateScripts = [...template.matchAll(DEFER_SCRIPT)].map((m) => m[1]!);
  return template
    .replace(DEFER_SCRIPT, '')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<link rel="preload" href="\/(remotes|runtime-config)\.json"[^>]*>/g, '')
    .replace(/(<meta charset="utf-8"\s*\/?>)/, `$1${parts.hints.join('')}`)
    .replace('</head>', `${parts.emotionStyles.join('')}${parts.head}</head>`)
    .replace(
      /<div id="root">[\s\S]*?<\/div><\/div>/,
      () => `<div id="root" data-server-frame="">${parts.frame}</div>${parts.scripts.join('')}${afterPaintLoader(templateScripts, parts.preloads, parts.nonce)}`,
    );
}
