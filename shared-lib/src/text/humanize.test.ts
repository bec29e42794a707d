import { describe, expect, it } from '@jest/globals';
import { humanize } from './humanize';

describe('humanize', () => {
  it('turns URL handles into names', () => {
    expect(humanize('led-headlight-bulbs')).toBe('Led Headlight Bulbs');
    expect(humanize('tpms_sensors')).toBe('Tpms Sensors');
    expect(humanize('Land%20Rover')).toBe('Land Rover');
  });
  it('keeps a malformed escape instead of throwing', () => {
    expect(humanize('bad%E0')).toBe('Bad%E0');
  });
});
