import { describe, expect, it, jest } from '@jest/globals';
import { createEventBus } from './event-bus';

const corolla = {
  year: '2018', yearName: '2018', make: '448', makeName: 'Toyota', model: '2208', modelName: 'Corolla', attributeValueId: '2208',
};

describe('event bus', () => {
  it('delivers typed payloads to subscribers of that type only', () => {
    const bus = createEventBus();
    const carts: number[] = [];
    const notes: string[] = [];
    bus.on('cart.updated').subscribe((c) => carts.push(c.count));
    bus.on('notify').subscribe((n) => notes.push(n.text));
    bus.publish('cart.updated', { count: 2 });
    bus.publish('notify', { kind: 'message', level: 'success', text: 'Saved' });
    expect(carts).toEqual([2]);
    expect(notes).toEqual(['Saved']);
  });

  it('replays the latest vehicle, cart and session to a late subscriber', () => {
    const bus = createEventBus();
    bus.publish('vehicle.changed', corolla);
    bus.publish('cart.updated', { count: 1 });
    bus.publish('cart.updated', { count: 3 });
    bus.publish('session.changed', { signedIn: true, email: 'a@b.co' });
    const seen: unknown[] = [];
    bus.on('vehicle.changed').subscribe((v) => seen.push(v?.modelName));
    bus.on('cart.updated').subscribe((c) => seen.push(c.count));
    bus.on('session.changed').subscribe((s) => seen.push(s.signedIn));
    expect(seen).toEqual(['Corolla', 3, true]);
    expect(bus.latest('cart.updated')).toEqual({ count: 3 });
  });

  it('does not replay notifications (they are moments, not state)', () => {
    const bus = createEventBus();
    bus.publish('notify', { kind: 'notice', level: 'info', text: 'Hi' });
    const seen: string[] = [];
    bus.on('notify').subscribe((n) => seen.push(n.text));
    expect(seen).toEqual([]);
  });

  it('ignores unknown and malformed events with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bus = createEventBus();
    const counts: number[] = [];
    bus.on('cart.updated').subscribe((c) => counts.push(c.count));
    expect(bus.publishRaw({ type: 'cart.exploded', version: 1, payload: {} })).toBe(false);
    expect(bus.publishRaw({ type: 'cart.updated', version: 1, payload: { count: -1 } })).toBe(false);
    expect(bus.publishRaw({ type: 'cart.updated', version: 2, payload: { count: 1 } })).toBe(false);
    expect(bus.publishRaw('cart.updated')).toBe(false);
    expect(bus.publishRaw({ type: 'cart.updated', version: 1, payload: { count: 4 } })).toBe(true);
    expect(counts).toEqual([4]);
    expect(bus.rejectedCount).toBe(4);
    expect(warn).toHaveBeenCalledTimes(4);
    expect(String(warn.mock.calls[0]?.[0])).toContain('unknown event type cart.exploded');
  });

  it('accepts a cleared vehicle (null) and rejects a vehicle without a model', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bus = createEventBus();
    bus.publish('vehicle.changed', corolla);
    bus.publish('vehicle.changed', null);
    expect(bus.latest('vehicle.changed')).toBeNull();
    const { model: _m, ...noModel } = corolla;
    expect(bus.publishRaw({ type: 'vehicle.changed', version: 1, payload: noModel })).toBe(false);
  });
});
