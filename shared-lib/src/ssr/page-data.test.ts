import { describe, expect, it } from '@jest/globals';
import { inlineJson, isPlainJson, PageData, type PageDataEntry } from './page-data';

describe('PageData', () => {
  it('loads each key once on the server and records the answer or the failure', async () => {
    const page = new PageData('server');
    let calls = 0;
    const loader = () => {
      calls += 1;
      return Promise.resolve({ id: 1 });
    };
    const describe = () => ({ error: 'failed' });
    await Promise.all([page.load('a', loader, describe), page.load('a', loader, describe)]);
    await page.load('b', () => Promise.reject(Object.assign(new Error('gone'), { status: 404 })), () => ({ error: 'gone', status: 404 }));
    expect(calls).toBe(1);
    expect(page.toJSON()).toEqual({ a: { data: { id: 1 } }, b: { error: 'gone', status: 404 } });
    expect(page.notPlain).toEqual([]);
  });

  it('marks an answer that is no plain JSON, so the browser renders that area afresh', async () => {
    const page = new PageData('server');
    await page.load('tree', () => Promise.resolve({ byId: new Map([[1, 'x']]) }), () => ({ error: '' }));
    expect(page.notPlain).toEqual(['tree']);
  });

  it('hands over "no answer" (a product without reviews loads nothing): the browser starts with no data either', async () => {
    const page = new PageData('server');
    await page.load('reviews', () => Promise.resolve(undefined), () => ({ error: '' }));
    expect(page.notPlain).toEqual([]);
    const browser = new PageData('hydrate', JSON.parse(JSON.stringify(page.toJSON())) as Record<string, PageDataEntry>);
    expect(browser.entries.get('reviews')).toEqual({});
  });

  it('hands the server answers to the browser once', () => {
    const page = new PageData('hydrate', { a: { data: 1 } });
    expect(page.entries.get('a')).toEqual({ data: 1 });
    page.consume('a');
    expect(page.entries.has('a')).toBe(false);
  });
});

describe('isPlainJson', () => {
  it('accepts what JSON keeps and refuses what it would change', () => {
    expect(isPlainJson({ a: [1, 'x', null, true, { b: undefined }] })).toBe(true);
    expect(isPlainJson(new Date())).toBe(false);
    expect(isPlainJson(new Set([1]))).toBe(false);
    expect(isPlainJson({ n: Number.NaN })).toBe(false);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(isPlainJson(cyclic)).toBe(false);
    const shared = { x: 1 };
    expect(isPlainJson([shared, shared])).toBe(true);
  });
});

describe('inlineJson', () => {
  it('cannot close the script it is written into', () => {
    const text = inlineJson({ html: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ html: '</script><script>alert(1)</script>', line: '\u2028' });
  });
});
