/**
 * A JSON-LD object as the text of a `<script type="application/ld+json">`: still valid JSON, but
 * `<`, `>` and `&` become \u003c, \u003e, \u0026 so no value can close the script (`</script>`) or open
 * a comment (`<!--`), and U+2028/U+2029 are escaped too. The server's HTML and the browser's
 * document carry the same text.
 */
export function jsonLdText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
