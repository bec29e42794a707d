import { invalidEventReason } from './validate-event';

describe('track events on the bus', () => {
  it('accepts a named event with flat props', () => {
    expect(invalidEventReason({ type: 'track', version: 1, payload: { name: 'add_to_cart', props: { sku: 'A1', qty: 2, fits: true, note: null } } })).toBeUndefined();
    expect(invalidEventReason({ type: 'track', version: 1, payload: { name: 'page_view' } })).toBeUndefined();
  });

  it('refuses nested props and a missing name', () => {
    expect(invalidEventReason({ type: 'track', version: 1, payload: { name: 'search', props: { q: { deep: 1 } } } })).toBe('malformed payload for track');
    expect(invalidEventReason({ type: 'track', version: 1, payload: { props: {} } })).toBe('malformed payload for track');
  });
});
