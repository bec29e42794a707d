import { describe, expect, it } from '@jest/globals';
import { listingFrame } from '../pages/listing-frame';
import { buildDirectory, findByHandle, pathOf } from './catalog-directory';
import { cleanSeo, mergeSeo, pageSeoOf } from './page-seo';
import { ownLead, pageTexts } from './page-texts';

const frame = listingFrame({ name: 'category', params: { urlHandle: 'headlights' }, query: {} });
const yearFrame = listingFrame({ name: 'categoryYear', params: { urlHandle: 'headlights', makeValue: 'toyota', modelValue: 'corolla', yearValue: '2018' }, query: {} });

describe('page SEO data', () => {
  it('keeps only non-empty strings; keyword lists become one string', () => {
    expect(cleanSeo({ title: ' T ', h1: '', keywords: ['a', 'b', 3], bottomText: null, extra: 'x' })).toEqual({ title: 'T', keywords: 'a, b' });
    expect(cleanSeo(null)).toEqual({});
    expect(cleanSeo('nope')).toEqual({});
  });

  it('treats the lookup’s DEFAULT answer (a page it cannot name) as no data', () => {
    expect(pageSeoOf({ pageType: 'DEFAULT', title: 'Shop Aftermarket Auto Parts Online | Axlebay', description: 'Default' })).toEqual({});
    expect(pageSeoOf({ pageType: 'BRAND', title: 'Lumatrek Parts | Axlebay', h1: 'Lumatrek Parts' })).toEqual({ title: 'Lumatrek Parts | Axlebay', h1: 'Lumatrek Parts' });
  });

  it('merges field by field, first source first', () => {
    expect(mergeSeo({ title: 'A' }, undefined, { title: 'B', h1: 'H' })).toEqual({ title: 'A', h1: 'H' });
  });

  it('falls back from the lookup to the catalog texts to the page’s own (a failed lookup is empty)', () => {
    expect(pageTexts(frame, {}, { ownLead: ownLead('category', frame.heading) })).toMatchObject({
      heading: 'Headlights',
      title: 'Headlights',
      description: expect.stringContaining('fast shipping, 90-day returns and 24/7 support') as unknown as string,
      lead: 'Headlights: parts that fit, with fast shipping and 90-day returns.',
    });
    const texts = pageTexts(frame, { description: 'From the lookup.' }, { catalog: { h1: 'Aftermarket Headlights', underTitleText: 'Find them', underTitleTextUrl: '/headlights', bottomText: 'Ships fast', bottomTextUrl: '/help/faq' } });
    expect(texts).toMatchObject({ heading: 'Aftermarket Headlights', description: 'From the lookup.', lead: 'Find them', leadUrl: '/headlights', bottom: 'Ships fast', bottomUrl: '/help/faq' });
  });

  it('uses an SEO heading on a vehicle page only when it names the vehicle', () => {
    const must = ['2018', 'Toyota', 'Corolla'];
    expect(pageTexts(yearFrame, { h1: 'Aftermarket Headlights', title: 'Headlights', description: 'D' }, { mustMention: must })).toMatchObject({
      heading: '2018 Toyota Corolla Headlights',
      title: '2018 Toyota Corolla Headlights',
      description: 'D',
    });
    expect(pageTexts(yearFrame, { h1: 'Headlights for the 2018 Toyota Corolla' }, { mustMention: must }).heading).toBe('Headlights for the 2018 Toyota Corolla');
  });
});

describe('catalog directory', () => {
  const directory = buildDirectory([
    { id: 100, name: 'Lighting', urlHandle: 'lighting', level: 1, children: [{ id: 101, name: 'Headlights', urlHandle: 'headlights', level: 2, children: [] }] },
  ]);

  it('finds handles (case-insensitively, never prototype keys) with their ancestors', () => {
    const node = findByHandle(directory, 'Headlights')!;
    expect(pathOf(node).map((n) => n.name)).toEqual(['Lighting', 'Headlights']);
    expect(findByHandle(directory, 'constructor')).toBeUndefined();
    expect(findByHandle(directory, '__proto__')).toBeUndefined();
    expect(directory.byId.get(101)?.parent?.urlHandle).toBe('lighting');
  });
});
