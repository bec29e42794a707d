import { PAGE_HEAD_ATTRIBUTE } from './head-elements';
import { applyPageHead, ROBOTS_NOINDEX } from './page-head';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from './title';

const US = 2022;
const CA = 2023;

const all = (doc: Document, selector: string) => Array.from(doc.querySelectorAll(selector));
const content = (doc: Document, name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
const canonical = (doc: Document) => doc.querySelector('link[rel="canonical"]')?.getAttribute('href');

let doc: Document;
beforeEach(() => {
  doc = document.implementation.createHTMLDocument('');
});

describe('applyPageHead', () => {
  it('sets title, description, keywords and canonical link', () => {
    applyPageHead(
      {
        title: 'Brake Pads',
        description: 'Ceramic brake pads.',
        keywords: ['brake pads', 'ceramic'],
        canonical: 'https://axlebay.com/parts/brake-pads',
      },
      { shopId: US, doc },
    );
    expect(doc.title).toBe('Brake Pads | Axlebay');
    expect(content(doc, 'description')).toBe('Ceramic brake pads.');
    expect(content(doc, 'keywords')).toBe('brake pads, ceramic');
    expect(canonical(doc)).toBe('https://axlebay.com/parts/brake-pads');
    expect(doc.head.querySelector('meta[name="description"]')).not.toBeNull();
  });

  it('uses the default title and description', () => {
    applyPageHead({}, { shopId: US, doc });
    expect(doc.title).toBe(DEFAULT_TITLE);
    expect(content(doc, 'description')).toBe(DEFAULT_DESCRIPTION);
    applyPageHead({ title: ' ', description: ' ' }, { shopId: US, doc });
    expect(doc.title).toBe(DEFAULT_TITLE);
    expect(content(doc, 'description')).toBe(DEFAULT_DESCRIPTION);
  });

  it('accepts keywords as a string', () => {
    applyPageHead({ keywords: ' brakes, rotors ' }, { shopId: US, doc });
    expect(content(doc, 'keywords')).toBe('brakes, rotors');
  });

  it('leaves out empty keywords', () => {
    applyPageHead({ keywords: ['', ' '] }, { shopId: US, doc });
    expect(all(doc, 'meta[name="keywords"]')).toHaveLength(0);
    applyPageHead({ keywords: '' }, { shopId: US, doc });
    expect(all(doc, 'meta[name="keywords"]')).toHaveLength(0);
  });

  it.each(['/parts/brake-pads', 'axlebay.com/parts', 'javascript:alert(1)', ' '])(
    'leaves out a canonical link that is not an absolute http(s) URL: %p',
    (href) => {
      applyPageHead({ canonical: href }, { shopId: US, doc });
      expect(all(doc, 'link[rel="canonical"]')).toHaveLength(0);
    },
  );

  it('removes keywords and canonical link when the next page has none', () => {
    applyPageHead({ keywords: ['brakes'], canonical: 'https://axlebay.com/brakes' }, { shopId: US, doc });
    applyPageHead({ title: 'Cart' }, { shopId: US, doc });
    expect(all(doc, 'meta[name="keywords"]')).toHaveLength(0);
    expect(all(doc, 'link[rel="canonical"]')).toHaveLength(0);
  });

  it('never duplicates the tags it manages', () => {
    const head = { description: 'a', keywords: 'b', canonical: 'https://axlebay.com/c', noindex: true };
    applyPageHead(head, { shopId: US, doc });
    applyPageHead({ ...head, description: 'a2', canonical: 'https://axlebay.com/c2' }, { shopId: US, doc });
    const selectors = ['meta[name="description"]', 'meta[name="keywords"]', 'link[rel="canonical"]', 'meta[name="robots"]'];
    for (const selector of selectors) {
      expect(all(doc, selector)).toHaveLength(1);
      expect(doc.querySelector(selector)?.hasAttribute(PAGE_HEAD_ATTRIBUTE)).toBe(true);
    }
    expect(content(doc, 'description')).toBe('a2');
    expect(canonical(doc)).toBe('https://axlebay.com/c2');
  });

  it('adopts tags already in the page and removes their duplicates', () => {
    doc.head.innerHTML =
      '<meta name="description" content="static"><meta name="description" content="dup">' +
      '<link rel="canonical" href="https://axlebay.com/old"><meta name="release-version" content="1.0.0">';
    applyPageHead({ description: 'fresh', canonical: 'https://axlebay.com/new' }, { shopId: US, doc });
    expect(all(doc, 'meta[name="description"]')).toHaveLength(1);
    expect(content(doc, 'description')).toBe('fresh');
    expect(all(doc, 'link[rel="canonical"]')).toHaveLength(1);
    expect(canonical(doc)).toBe('https://axlebay.com/new');
    expect(content(doc, 'release-version')).toBe('1.0.0');
  });

  describe('robots', () => {
    it('adds noindex,nofollow for a no-index page', () => {
      expect(ROBOTS_NOINDEX).toBe('noindex,nofollow');
      applyPageHead({ noindex: true }, { shopId: US, doc });
      expect(content(doc, 'robots')).toBe('noindex,nofollow');
    });

    it('adds noindex,nofollow on shop 2023 even for an indexable page', () => {
      applyPageHead({ noindex: false }, { shopId: CA, doc });
      expect(content(doc, 'robots')).toBe('noindex,nofollow');
    });

    it('has no robots tag on an indexable US page', () => {
      applyPageHead({}, { shopId: US, doc });
      expect(all(doc, 'meta[name="robots"]')).toHaveLength(0);
    });

    it('removes the robots tag when the next page is indexable', () => {
      applyPageHead({ noindex: true }, { shopId: US, doc });
      applyPageHead({ noindex: false }, { shopId: US, doc });
      expect(all(doc, 'meta[name="robots"]')).toHaveLength(0);
    });
  });

  describe('Open Graph, Twitter card and JSON-LD', () => {
    const property = (name: string) => doc.querySelector(`meta[property="${name}"]`)?.getAttribute('content');
    const ldScripts = () => all(doc, 'script[type="application/ld+json"]');
    const ld = () => ldScripts().map((s) => JSON.parse(s.textContent ?? ''));
    const productHead = {
      title: 'Rotors',
      description: 'Coated.',
      canonical: 'https://axlebay.com/product/rotors',
      type: 'product' as const,
      image: '/img/rotors.png',
      jsonLd: [{ '@type': 'Product', name: 'Rotors', url: '/product/rotors' }, { '@type': 'BreadcrumbList' }],
    };

    it('sets og: metas as property= and twitter: metas as name=', () => {
      applyPageHead(productHead, { shopId: US, doc });
      expect(property('og:title')).toBe('Rotors | Axlebay');
      expect(property('og:description')).toBe('Coated.');
      expect(property('og:url')).toBe('https://axlebay.com/product/rotors');
      expect(property('og:type')).toBe('product');
      expect(property('og:image')).toBe('https://axlebay.com/img/rotors.png');
      expect(property('og:site_name')).toBe('Axlebay');
      expect(content(doc, 'twitter:card')).toBe('summary_large_image');
      expect(content(doc, 'twitter:title')).toBe('Rotors | Axlebay');
      expect(content(doc, 'twitter:description')).toBe('Coated.');
      expect(content(doc, 'twitter:image')).toBe('https://axlebay.com/img/rotors.png');
      expect(all(doc, 'meta[name^="og:"]')).toHaveLength(0);
      expect(all(doc, 'meta[property^="twitter:"]')).toHaveLength(0);
    });

    it('adds the JSON-LD scripts, URLs made absolute against the canonical origin', () => {
      applyPageHead(productHead, { shopId: US, doc });
      expect(ld()).toEqual([{ '@type': 'Product', name: 'Rotors', url: 'https://axlebay.com/product/rotors' }, { '@type': 'BreadcrumbList' }]);
      for (const el of ldScripts()) expect(el.hasAttribute(PAGE_HEAD_ATTRIBUTE)).toBe(true);
    });

    it('keeps the set up to date on client-side navigation', () => {
      applyPageHead(productHead, { shopId: US, doc });
      applyPageHead({ title: 'Home', canonical: 'https://axlebay.com/', jsonLd: [{ '@type': 'WebSite', url: '/' }] }, { shopId: US, doc });
      expect(property('og:type')).toBe('website');
      expect(property('og:url')).toBe('https://axlebay.com/');
      expect(all(doc, 'meta[property="og:image"]')).toHaveLength(0);
      expect(all(doc, 'meta[name="twitter:image"]')).toHaveLength(0);
      expect(content(doc, 'twitter:card')).toBe('summary');
      expect(ld()).toEqual([{ '@type': 'WebSite', url: 'https://axlebay.com/' }]);
      applyPageHead({ title: 'Cart' }, { shopId: US, doc });
      expect(ldScripts()).toHaveLength(0);
      expect(all(doc, 'meta[property="og:url"]')).toHaveLength(0);
    });

    it('never duplicates them, and leaves JSON-LD it does not own alone', () => {
      doc.head.innerHTML =
        '<meta property="og:title" content="static"><meta property="og:title" content="dup">' +
        '<script type="application/ld+json">{"@type":"Other"}</script>';
      applyPageHead(productHead, { shopId: US, doc });
      applyPageHead({ ...productHead, title: 'Rotors 2' }, { shopId: US, doc });
      expect(all(doc, 'meta[property="og:title"]')).toHaveLength(1);
      expect(property('og:title')).toBe('Rotors 2 | Axlebay');
      for (const name of ['og:description', 'og:url', 'og:type', 'og:image', 'og:site_name']) expect(all(doc, `meta[property="${name}"]`)).toHaveLength(1);
      for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) expect(all(doc, `meta[name="${name}"]`)).toHaveLength(1);
      expect(all(doc, `script[type="application/ld+json"][${PAGE_HEAD_ATTRIBUTE}]`)).toHaveLength(2);
      expect(all(doc, `script[type="application/ld+json"]:not([${PAGE_HEAD_ATTRIBUTE}])`)).toHaveLength(1);
    });

    it('leaves unchanged JSON-LD scripts in place', () => {
      applyPageHead(productHead, { shopId: US, doc });
      const before = ldScripts();
      applyPageHead({ ...productHead, title: 'Other title' }, { shopId: US, doc });
      expect(ldScripts()).toEqual(before);
      ldScripts().forEach((el, i) => expect(el).toBe(before[i]));
    });

    it('takes the site name from the options', () => {
      applyPageHead({}, { shopId: US, doc, siteName: 'Axlebay CA' });
      expect(property('og:site_name')).toBe('Axlebay CA');
    });

    it('keeps one <title>, marked, and leaves an SVG title alone', () => {
      doc.head.innerHTML = '<title>static</title><title>dup</title>';
      doc.body.innerHTML = '<svg><title>icon</title></svg>';
      applyPageHead({ title: 'Parts' }, { shopId: US, doc });
      expect(all(doc, 'head > title')).toHaveLength(1);
      expect(doc.title).toBe('Parts | Axlebay');
      expect(doc.querySelector('head > title')?.hasAttribute(PAGE_HEAD_ATTRIBUTE)).toBe(true);
      expect(doc.querySelector('svg title')?.textContent).toBe('icon');
    });
  });

  it('uses the global document by default', () => {
    applyPageHead({ title: 'Garage', noindex: true }, { shopId: US });
    expect(document.title).toBe('Garage | Axlebay');
    expect(content(document, 'robots')).toBe('noindex,nofollow');
    document.head.innerHTML = '';
  });
});
