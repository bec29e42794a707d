import { describe, expect, it } from '@jest/globals';
import { WEB_VITAL_THRESHOLDS, type WebVitalName } from '@axlebay/shared-lib';
import { rateVital, webVitalProps } from './vital-props';

describe('web vital ratings (spec §9 thresholds)', () => {
  const cases: Array<[WebVitalName, number, number, number]> = [
    // metric, good, poor, a step just past a boundary
    ['FCP', 1_800, 3_000, 1],
    ['LCP', 2_500, 4_000, 1],
    ['TTFB', 800, 1_800, 1],
    ['INP', 200, 500, 1],
    ['CLS', 0.1, 0.25, 0.001],
  ];

  it.each(cases)('%s: good up to %d, poor over %d', (metric, good, poor, step) => {
    expect(WEB_VITAL_THRESHOLDS[metric]).toEqual({ good, poor });
    expect(rateVital(metric, 0)).toBe('good');
    expect(rateVital(metric, good)).toBe('good');
    expect(rateVital(metric, good + step)).toBe('needs-improvement');
    expect(rateVital(metric, poor)).toBe('needs-improvement');
    expect(rateVital(metric, poor + step)).toBe('poor');
  });

  it('rates the value before rounding it', () => {
    expect(webVitalProps({ name: 'TTFB', value: 800.4 }).rating).toBe('needs-improvement');
    expect(webVitalProps({ name: 'TTFB', value: 800.4 }).value).toBe(800);
  });
});

describe('web vital props', () => {
  it('carries the INP attribution: element, input delay, processing and presentation', () => {
    expect(
      webVitalProps({
        name: 'INP',
        value: 312.4,
        attribution: { interactionTarget: 'main>button.add-to-cart', inputDelay: 12.6, processingDuration: 210.2, presentationDelay: 89.6 },
      }),
    ).toEqual({ metric: 'INP', value: 312, rating: 'needs-improvement', element: 'main>button.add-to-cart', inputDelay: 13, processing: 210, presentation: 90 });
  });

  it('names the largest element for LCP and the largest shift for CLS, without interaction phases', () => {
    expect(webVitalProps({ name: 'LCP', value: 4_100.2, attribution: { target: 'h1', inputDelay: 5 } })).toEqual({
      metric: 'LCP',
      value: 4_100,
      rating: 'poor',
      element: 'h1',
      inputDelay: null,
      processing: null,
      presentation: null,
    });
    expect(webVitalProps({ name: 'CLS', value: 0.123456, attribution: { largestShiftTarget: 'div.banner' } })).toMatchObject({ value: 0.1235, rating: 'needs-improvement', element: 'div.banner' });
  });

  it('leaves the element empty when there is none', () => {
    expect(webVitalProps({ name: 'TTFB', value: 120 })).toMatchObject({ element: null, inputDelay: null, processing: null, presentation: null });
    expect(webVitalProps({ name: 'INP', value: 40, attribution: {} })).toMatchObject({ element: null, inputDelay: null, processing: null, presentation: null });
  });
});
