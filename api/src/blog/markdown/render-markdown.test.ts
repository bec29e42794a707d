import { countWords, readingMinutes, renderMarkdown, sanitizeArticleHtml, slugOf } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders headings with stable, unique ids and a table of contents of ## and ###', () => {
    const { html, toc } = renderMarkdown('Intro\n\n## Brake pads: ceramic & metal\n\ntext\n\n### Fitment\n\n## Fitment\n\n#### Deep\n');
    expect(toc).toEqual([
      { level: 2, text: 'Brake pads: ceramic & metal', id: 'brake-pads-ceramic-and-metal' },
      { level: 3, text: 'Fitment', id: 'fitment' },
      { level: 2, text: 'Fitment', id: 'fitment-2' },
    ]);
    expect(html).toContain('<h2 id="brake-pads-ceramic-and-metal">Brake pads: ceramic &amp; metal</h2>');
    expect(html).toContain('<h3 id="fitment">');
    expect(html).toContain('<h2 id="fitment-2">');
    expect(html).toContain('<h4>Deep</h4>');
  });

  it('keeps the one h1 for the page: a # heading in the body becomes an h2', () => {
    const { html, toc } = renderMarkdown('# Title again\n\ntext');
    expect(html).not.toContain('<h1');
    expect(toc).toEqual([{ level: 2, text: 'Title again', id: 'title-again' }]);
  });

  it('renders tables, lists, emphasis and in-site links', () => {
    const { html } = renderMarkdown('| A | B |\n| --- | ---: |\n| 1 | 2 |\n\n- one\n- **two**\n\n[brake pads](/search?keyword=brake%20pads)');
    // Focusable: a wide table scrolls sideways inside itself on a phone, and the keyboard must reach it.
    expect(html).toMatch(/<table tabindex="0">\s*<thead>/);
    expect(sanitizeArticleHtml('<table tabindex="-1" onclick="x()" class="y"><tr><td>1</td></tr></table>')).toMatch(/^<table tabindex="0">/);
    expect(html).toContain('<td>2</td>');
    expect(html).toContain('<li><strong>two</strong></li>');
    expect(html).toContain('<a href="/search?keyword=brake%20pads">brake pads</a>');
  });

  it('marks outside links noopener and nofollow', () => {
    expect(renderMarkdown('[NHTSA](https://www.nhtsa.gov/)').html).toContain('<a href="https://www.nhtsa.gov/" rel="noopener noreferrer nofollow">NHTSA</a>');
  });

  describe('hostile Markdown never reaches the page as markup', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<iframe src="https://evil.example/"></iframe>',
      '<div style="position:fixed;inset:0">cover</div>',
      '<a href="javascript:alert(1)">x</a>',
      '[click](javascript:alert(1))',
      '[click](JaVaScRiPt:alert(1))',
      '[click](&#106;avascript:alert(1))',
      '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '[vb](vbscript:msgbox(1))',
      '![img](javascript:alert(1))',
      '<svg onload=alert(1)>',
      '<h2 id="page-heading" onclick="alert(1)">clobber</h2>',
      '<style>body{display:none}</style>',
      '<a href="https://ok.example" onmouseover="alert(1)">hover</a>',
      '## Heading <img src=x onerror=alert(1)>',
      '<object data="x.swf"></object><embed src="x.swf"><form action="/x"><input name=a></form>',
    ];
    /** Every real tag of the output (text is escaped, so a `<` in the output always opens a tag). */
    const tagsOf = (html: string) =>
      [...html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)].map((m) => ({
        name: m[1]!.toLowerCase(),
        attributes: [...m[2]!.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map((a) => ({ name: a[1]!.toLowerCase(), value: a[2] ?? '' })),
      }));
    const TAGS = new Set(['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'code', 'pre', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'br', 's']);
    const ATTRIBUTES = new Set(['href', 'title', 'rel', 'id', 'start', 'tabindex']);

    it.each(hostile)('%s', (markdown) => {
      const { html } = renderMarkdown(markdown);
      for (const tag of tagsOf(html)) {
        expect(TAGS).toContain(tag.name);
        for (const a of tag.attributes) {
          expect(ATTRIBUTES).toContain(a.name);
          if (a.name === 'href') expect(a.value).toMatch(/^(https?:|mailto:|\/|#)/);
          if (a.name === 'id') expect(a.value).not.toBe('page-heading');
        }
      }
    });

    it('the check sees markup: a plain link and a heading pass it with their attributes', () => {
      const tags = tagsOf(renderMarkdown('## A\n\n[x](https://a.example)').html);
      expect(tags.map((t) => t.name)).toEqual(['h2', 'h2', 'p', 'a', 'a', 'p']);
      expect(tags[3]!.attributes.map((a) => a.name)).toEqual(['href', 'rel']);
    });

    it('the allowlist itself strips raw hostile HTML (the second line of defence behind markdown-it)', () => {
      const html = sanitizeArticleHtml(
        '<h2 id="ok" onclick="x()" style="color:red">T</h2><script>alert(1)</script><iframe src="https://e.example"></iframe>' +
          '<a href="javascript:alert(1)">j</a><a href="//evil.example/x">p</a><img src=x onerror=alert(1)><p style="x">t</p>',
      );
      for (const tag of tagsOf(html)) {
        expect(TAGS).toContain(tag.name);
        for (const a of tag.attributes) expect(ATTRIBUTES).toContain(a.name);
      }
      expect(html).toContain('<h2 id="ok">T</h2>');
      expect(html).not.toContain('javascript:');
      expect(html).not.toContain('//evil.example');
      expect(html).toContain('<p>t</p>');
    });

    it('shows raw HTML as text, so the reader sees what was written', () => {
      expect(renderMarkdown('<script>alert(1)</script>').html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    });
  });
});

describe('words and reading time', () => {
  it('counts the words of the text, not the markup or link targets', () => {
    expect(countWords('## Two words\n\n- [three more words](/search?keyword=a%20b%20c)\n\n| a | b |\n| --- | --- |')).toBe(7);
  });

  it('reads at 200 words a minute, at least one minute', () => {
    expect(readingMinutes(10)).toBe(1);
    expect(readingMinutes(400)).toBe(2);
    expect(readingMinutes(590)).toBe(3);
  });

  it('slugs fold accents and punctuation', () => {
    expect(slugOf('Résumé: Fog-lights & DRLs!')).toBe('resume-fog-lights-and-drls');
    expect(slugOf('!!!')).toBe('section');
  });
});
