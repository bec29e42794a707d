import { describe, expect, it } from '@jest/globals';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import type { WebVitalProps } from '@axlebay/shared-lib';
import { startWebVitals, WEB_VITAL_REPORTERS } from './web-vitals';

describe('startWebVitals', () => {
  it('registers all five metrics of spec §7 with the library', () => {
    expect(WEB_VITAL_REPORTERS).toHaveLength(5);
  });

  it('publishes every reported metric as web_vital props, rated and attributed', () => {
    const reports: Array<(m: MetricWithAttribution) => void> = [];
    const published: WebVitalProps[] = [];
    startWebVitals((p) => published.push(p), [(r) => reports.push(r), (r) => reports.push(r)]);
    expect(reports).toHaveLength(2);
    reports[0]!({ name: 'FCP', value: 900, attribution: {} } as unknown as MetricWithAttribution);
    reports[1]!({ name: 'INP', value: 600, attribution: { interactionTarget: 'button', inputDelay: 1, processingDuration: 2, presentationDelay: 3 } } as unknown as MetricWithAttribution);
    // The library's own rating is not ours: the spec's thresholds decide.
    reports[0]!({ name: 'FCP', value: 3_200, rating: 'good', attribution: {} } as unknown as MetricWithAttribution);
    expect(published.pop()).toMatchObject({ metric: 'FCP', rating: 'poor' });
    expect(published).toEqual([
      { metric: 'FCP', value: 900, rating: 'good', element: null, inputDelay: null, processing: null, presentation: null },
      { metric: 'INP', value: 600, rating: 'poor', element: 'button', inputDelay: 1, processing: 2, presentation: 3 },
    ]);
  });
});
