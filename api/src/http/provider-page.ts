import type { FastifyReply } from 'fastify';

/**
 * The pages the shop's stand-in providers serve (the test payment gateway's hosted page, the test
 * identity provider's sign-in page): one small, self-contained, accessible document shape and one
 * set of protective headers.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const BASE_STYLE = `  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1d2329; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 1px 4px rgb(0 0 0 / 12%); }
  h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
  .note { font-size: .875rem; color: #4b5563; margin-top: 1.5rem; }`;

/** A whole page: `title` (escaped here) heads the document and the tab as "<title> – <site>"; `main` is trusted HTML. */
export function providerPage({ title, site, style, main }: { title: string; site: string; style: string; main: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(site)}</title>
<style>
${BASE_STYLE}
${style}
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(title)}</h1>
${main}
</main>
</body>
</html>`;
}

/** Never cached, never framed, no referrer; its form may post only to itself and to the shop it returns to. */
export function sendProviderPage(reply: FastifyReply, status: number, html: string, returnOrigin?: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${returnOrigin ? ` ${returnOrigin}` : ''}; frame-ancestors 'none'`)
    .send(html);
}
