import { describe, expect, it } from '@jest/globals';
import { eventId } from './event-id';

describe('eventId', () => {
  it('is 10 characters of [0-9a-z] (spec §9), and does not repeat', () => {
    const ids = Array.from({ length: 2000 }, eventId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{10}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
