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

  it('uses the global document by default', () => {
    applyPageHead({ title: 'Garage', noindex: true }, { shopId: US });
    expect(document.title).toBe('Garage | Axlebay');
    expect(content(document, 'robots')).toBe('noindex,nofollow');
    document.head.innerHTML = '';
  });
});
