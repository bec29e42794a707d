import { describe, expect, it } from '@jest/globals';
import { BREADCRUMB_CAP, createMonitoring, MONITORING_BUFFER_SIZE } from './monitoring';

describe('monitoring', () => {
  it('keeps reports, derives the message from the error, and feeds sinks', () => {
    const m = createMonitoring();
    const seen: string[] = [];
    const remove = m.addSink((r) => seen.push(`${r.level}:${r.kind}:${r.message}`));
    m.report({ level: 'p1', kind: 'remote-load', remote: 'catalog', error: new Error('boom') });
    remove();
    m.report({ level: 'p3', kind: 'api', message: 'slow' });
    expect(seen).toEqual(['p1:remote-load:boom']);
    expect(m.recent().map((r) => r.message)).toEqual(['boom', 'slow']);
  });

  it('caps the buffer and survives a throwing sink', () => {
    const m = createMonitoring();
    m.addSink(() => {
      throw new Error('sink down');
    });
    for (let i = 0; i < MONITORING_BUFFER_SIZE + 5; i++) m.report({ level: 'p3', kind: 'x', message: String(i) });
    expect(m.recent()).toHaveLength(MONITORING_BUFFER_SIZE);
    expect(m.recent()[0]?.message).toBe('5');
  });

  it('keeps the last 100 breadcrumbs (spec §9 breadcrumb cap), messages cut to 200 characters', () => {
    const m = createMonitoring();
    for (let i = 0; i < BREADCRUMB_CAP + 7; i++) m.breadcrumb('navigation', `/page/${i}`);
    m.breadcrumb('api', 'x'.repeat(500));
    expect(BREADCRUMB_CAP).toBe(100);
    expect(m.breadcrumbs()).toHaveLength(100);
    expect(m.breadcrumbs()[0]?.message).toBe('/page/8');
    expect(m.breadcrumbs().at(-1)).toMatchObject({ category: 'api', message: 'x'.repeat(200) });
  });
});
