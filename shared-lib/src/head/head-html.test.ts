import { applyPageHead } from './page-head';
import { escapeHtml, pageHeadHtml } from './head-html';
import { jsonLdText } from './json-ld-text';
import { breadcrumbJsonLd, organizationJsonLd, webSiteJsonLd } from './json-ld';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from './title';

const US = 2022;
const CA = 2023;

/** The HTML parsed the way a browser would, to look at it as elements. */
function parse(html: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = '';
  doc.head.insertAdjacentHTML('beforeend', html);
  return doc;
}

const product = {
  title: 'Brake Rotors',
  description: 'Coated rotors.',
  keywords: ['rotors', 'brakes'],
  canonical: 'https://axlebay.com/product/rotors',
  type: 'product' as const,
  image: 'https://api.axlebay.com/img/0.svg',
  jsonLd: [breadcrumbJsonLd([{ name: 'Home', url: '/' }, { name: 'Rotors', url: '/product/rotors' }])],
};

describe('pageHeadHtml', () => {
  it('renders every tag of the head, each marked data-page-head', () => {
    expect(pageHeadHtml(product, { shopId: US }).split('\n')).toEqual([
      '<title data-page-head>Brake Rotors | Axlebay</title>',
      '<meta name="description" content="Coated rotors." data-page-head>',
      '<meta name="keywords" content="rotors, brakes" data-page-head>',
      '<link rel="canonical" href="https://axlebay.com/product/rotors" data-page-head>',
      '<meta property="og:title" content="Brake Rotors | Axlebay" data-page-head>',
      '<meta property="og:description" content="Coated rotors." data-page-head>',
      '<meta property="og:url" content="https://axlebay.com/product/rotors" data-page-head>',
      '<meta property="og:type" content="product" data-page-head>',
      '<meta property="og:image" content="https://api.axlebay.com/img/0.svg" data-page-head>',
      '<meta property="og:site_name" content="Axlebay" data-page-head>',
      '<meta name="twitter:card" content="summary_large_image" data-page-head>',
      '<meta name="twitter:title" content="Brake Rotors | Axlebay" data-page-head>',
      '<meta name="twitter:description" content="Coated rotors." data-page-head>',
      '<meta name="twitter:image" content="https://api.axlebay.com/img/0.svg" data-page-head>',
      '<script type="application/ld+json" data-page-head>' +
        '{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[' +
        '{"@type":"ListItem","position":1,"name":"Home","item":"https://axlebay.com/"},' +
        '{"@type":"ListItem","position":2,"name":"Rotors","item":"https://axlebay.com/product/rotors"}]}</script>',
    ]);
  });

  it('uses the defaults: title, description, website, summary card, no image', () => {
    const doc = parse(pageHeadHtml({}, { shopId: US }));
    expect(doc.title).toBe(DEFAULT_TITLE);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(DEFAULT_DESCRIPTION);
    expect(doc.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('website');
    expect(doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary');
    for (const selector of ['meta[name="keywords"]', 'link[rel="canonical"]', 'meta[name="robots"]', 'meta[property="og:url"]', 'meta[property="og:image"]', 'meta[name="twitter:image"]', 'script']) {
      expect(doc.querySelector(selector)).toBeNull();
    }
  });

  it('takes the site name from the context', () => {
    expect(pageHeadHtml({}, { shopId: US, siteName: 'Axlebay Canada' })).toContain('<meta property="og:site_name" content="Axlebay Canada" data-page-head>');
  });

  it('adds robots noindex,nofollow for a no-index page and on shop 2023', () => {
    expect(pageHeadHtml({ noindex: true }, { shopId: US })).toContain('<meta name="robots" content="noindex,nofollow" data-page-head>');
    expect(pageHeadHtml({}, { shopId: CA })).toContain('<meta name="robots" content="noindex,nofollow" data-page-head>');
    expect(pageHeadHtml({}, { shopId: US })).not.toContain('robots');
  });

  it.each(['/product/x', 'axlebay.com/x', 'javascript:alert(1)', 'data:text/html,x'])('leaves out a canonical that is not absolute http(s): %p', (canonical) => {
    const html = pageHeadHtml({ canonical }, { shopId: US });
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('og:url');
  });

  it('does not render the release version: the HTML template owns that meta', () => {
    expect(pageHeadHtml({}, { shopId: US, release: '2024.05.1' })).not.toContain('release-version');
  });

  describe('URLs', () => {
    it('makes a root-relative image and JSON-LD URLs absolute against the canonical origin', () => {
      const html = pageHeadHtml(
        { canonical: 'https://ca.axlebay.com/', image: '/img/logo.png', jsonLd: [organizationJsonLd(''), webSiteJsonLd('')] },
        { shopId: CA },
      );
      const doc = parse(html);
      expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://ca.axlebay.com/img/logo.png');
      const [org, site] = Array.from(doc.querySelectorAll('script[type="application/ld+json"]'), (s) => JSON.parse(s.textContent ?? ''));
      expect(org).toEqual(organizationJsonLd('https://ca.axlebay.com'));
      expect(site).toEqual(webSiteJsonLd('https://ca.axlebay.com'));
    });

    it('never lets a relative URL leave the canonical origin', () => {
      const html = pageHeadHtml(
        { canonical: 'https://axlebay.com/x', jsonLd: [{ '@type': 'Thing', url: '//evil.example/x', image: ['/a.png', '/\\evil.example'] }] },
        { shopId: US },
      );
      const [thing] = Array.from(parse(html).querySelectorAll('script'), (s) => JSON.parse(s.textContent ?? ''));
      expect(thing).toEqual({ '@type': 'Thing', url: '//evil.example/x', image: ['https://axlebay.com/a.png', '/\\evil.example'] });
    });

    it('does not touch strings that are not URLs', () => {
      const html = pageHeadHtml({ canonical: 'https://axlebay.com/x', jsonLd: [{ name: '/not-a-url', description: '/also/not' }] }, { shopId: US });
      expect(html).toContain('"name":"/not-a-url","description":"/also/not"');
    });

    it('without a canonical, leaves out a relative image and keeps JSON-LD URLs relative', () => {
      const html = pageHeadHtml({ image: '/img.png', jsonLd: [{ url: '/p' }] }, { shopId: US });
      expect(html).not.toContain('og:image');
      expect(html).toContain('<meta name="twitter:card" content="summary" data-page-head>');
      expect(html).toContain('{"url":"/p"}');
    });

    it('leaves out an image that is not http(s)', () => {
      expect(pageHeadHtml({ canonical: 'https://axlebay.com/', image: 'javascript:alert(1)' }, { shopId: US })).not.toContain('og:image');
    });
  });

  describe('escaping', () => {
    it('escapes & < > " \' in attribute values and the title', () => {
      expect(escapeHtml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f');
      const html = pageHeadHtml(
        { title: '</title><script>alert(1)</script>', description: `"><script>x</script> & 'q'`, keywords: ['a"b'] },
        { shopId: US },
      );
      expect(html).toContain('<title data-page-head>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Axlebay</title>');
      expect(html).toContain('<meta name="description" content="&quot;&gt;&lt;script&gt;x&lt;/script&gt; &amp; &#39;q&#39;" data-page-head>');
      expect(html).toContain('<meta name="keywords" content="a&quot;b" data-page-head>');
      const doc = parse(html);
      expect(doc.querySelectorAll('script')).toHaveLength(0);
      expect(doc.title).toBe('</title><script>alert(1)</script> | Axlebay');
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(`"><script>x</script> & 'q'`);
    });

    it('escapes the canonical and image URLs', () => {
      const html = pageHeadHtml({ canonical: 'https://axlebay.com/a?b=1&c=2', image: `https://img.example/a.png?x="y"&z='w'` }, { shopId: US });
      expect(html).toContain('href="https://axlebay.com/a?b=1&amp;c=2"');
      // URL parsing already percent-encodes the quotes; the ampersand is escaped.
      expect(html).toContain('content="https://img.example/a.png?x=%22y%22&amp;z=%27w%27"');
    });

    it('keeps JSON-LD from closing its script or opening a comment', () => {
      const evil = { name: '</script><script>alert(1)</script><!--', description: 'a & b > c \u2028 \u2029' };
      const html = pageHeadHtml({ jsonLd: [evil] }, { shopId: US });
      const script = html.slice(html.indexOf('<script'));
      expect(script).toBe(
        '<script type="application/ld+json" data-page-head>' +
          '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!--","description":"a \\u0026 b \\u003e c \\u2028 \\u2029"}' +
          '</script>',
      );
      expect(script.match(/<\/script>/gi)).toHaveLength(1);
      const doc = parse(html);
      const scripts = doc.querySelectorAll('script');
      expect(scripts).toHaveLength(1);
      expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(evil);
    });

    it('jsonLdText is valid JSON of the same value', () => {
      const value = { a: '<>&\u2028\u2029"\\', b: [1, null, true] };
      expect(JSON.parse(jsonLdText(value))).toEqual(value);
      expect(jsonLdText(value)).not.toMatch(/[<>&\u2028\u2029]/);
    });
  });

  it('gives the tags applyPageHead keeps, so the browser adopts them without adding any', () => {
    const head = { ...product, jsonLd: [...product.jsonLd, organizationJsonLd('')] };
    const doc = parse(pageHeadHtml(head, { shopId: US }));
    const before = doc.head.innerHTML;
    const elements = Array.from(doc.head.children);
    applyPageHead(head, { shopId: US, doc });
    expect(doc.head.innerHTML).toBe(before);
    expect(Array.from(doc.head.children)).toEqual(elements);
    elements.forEach((el, i) => expect(doc.head.children[i]).toBe(el));
  });
});
