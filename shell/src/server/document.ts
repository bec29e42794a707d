/**
 * Writes a composed page into the browser build's index.html: the page head replaces the template's
 * default title and description, preload hints go right after the charset (first bytes the browser
 * reads), the frame fills #root, and the inline data follows it.
 */
export function composeDocument(template: string, parts: { head: string; hints: string[]; frame: string; scripts: string[] }): string {
  return template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<link rel="preload" href="\/(remotes|runtime-config)\.json"[^>]*>/g, '')
    .replace(/(<meta charset="utf-8"\s*\/?>)/, `$1${parts.hints.join('')}`)
    .replace('</head>', `${parts.head}</head>`)
    .replace(/<div id="root">[\s\S]*?<\/div><\/div>/, () => `<div id="root" data-server-frame="">${parts.frame}</div>${parts.scripts.join('')}`);
}
