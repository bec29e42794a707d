import { describe, expect, it } from '@jest/globals';
import { eventEnvelope, logEnvelope, newEventId } from './envelope';

const parse = (envelope: string) => envelope.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, any>) as [Record<string, any>, Record<string, any>, Record<string, any>];

describe('envelopes (Sentry format)', () => {
  it('an event: header, item header, payload with level, release, tags, frames oldest first and breadcrumbs', () => {
    const [header, item, event] = parse(
      eventEnvelope(
        {
          eventId: 'a'.repeat(32),
          at: 1_700_000_000_000,
          level: 'p1',
          kind: 'remote-render',
          message: 'page exploded',
          errorType: 'TypeError',
          frames: [
            { function: 'inner', filename: 'http://x/a.js', lineno: 1, colno: 1 },
            { function: 'outer', filename: 'http://x/a.js', lineno: 9, colno: 1 },
          ],
          remote: 'content',
          release: 'r42',
          environment: 'production',
          url: 'http://x/about',
          route: '/about',
          tags: { device: 'mobile', unsupported: false },
          breadcrumbs: [{ category: 'navigation', message: '/about', at: 1_699_999_999_000 }],
        },
        1_700_000_001_000,
      ),
    );
    expect(header).toMatchObject({ event_id: 'a'.repeat(32), sent_at: '2023-11-14T22:13:21.000Z' });
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      level: 'error',
      release: 'r42',
      timestamp: 1_700_000_000,
      tags: { priority: 'p1', kind: 'remote-render', remote: 'content', route: '/about', device: 'mobile', unsupported: 'false' },
      exception: { values: [{ type: 'TypeError', value: 'page exploded' }] },
      breadcrumbs: { values: [{ category: 'navigation', message: '/about', timestamp: 1_699_999_999 }] },
    });
    expect(event.exception.values[0].stacktrace.frames.map((f: { function: string }) => f.function)).toEqual(['outer', 'inner']);
  });

  it('a log batch: one item with every record and its attributes', () => {
    const [, item, payload] = parse(
      logEnvelope(
        [{ at: 1_000, level: 'p3', kind: 'prefetch', message: 'no', route: '/', tags: { device: 'desktop' }, remote: 'catalog' }],
        { release: 'r1', environment: 'production' },
        2_000,
      ),
    );
    expect(item).toMatchObject({ type: 'log', item_count: 1 });
    expect(payload.items[0]).toMatchObject({ level: 'warn', body: 'no', attributes: { priority: { value: 'p3' }, remote: { value: 'catalog' }, release: { value: 'r1' } } });
  });

  it('event ids are 32 hex characters', () => {
    expect(newEventId()).toMatch(/^[0-9a-f]{32}$/);
  });
});
