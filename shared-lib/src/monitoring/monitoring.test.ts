import { describe, expect, it } from '@jest/globals';
import { createMonitoring, MONITORING_BUFFER_SIZE } from './monitoring';

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
});
