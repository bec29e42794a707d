import { describe, expect, it } from '@jest/globals';
import { bus } from '@axlebay/shared-lib';
import { getToken } from './session';
import { createSessionService } from './session-service';

describe('session service', () => {
  it('signs in: token cookie, remembered email, session.changed', () => {
    const session = createSessionService();
    session.signIn({ accountId: 100001, token: 'tok-1', validity: 3600, email: 'ann@x.com' });
    expect(getToken()).toBe('tok-1');
    expect(session.rememberedEmail()).toBe('ann@x.com');
    expect(bus.latest('session.changed')).toEqual({ signedIn: true, email: 'ann@x.com', accountId: '100001' });
  });

  it('signs out: token and vehicle search cleared, email kept, cart cleared on request', () => {
    const session = createSessionService();
    session.signIn({ accountId: 1, token: 'tok-2', validity: 3600, email: 'bo@x.com' });
    document.cookie = 'axlebay_vehicle_search=x; Path=/';
    bus.publish('cart.updated', { count: 3 });
    session.signOut({ clearCart: true });
    expect(getToken()).toBeUndefined();
    expect(document.cookie).not.toContain('axlebay_vehicle_search');
    expect(session.rememberedEmail()).toBe('bo@x.com');
    expect(bus.latest('cart.updated')).toEqual({ count: 0 });
    expect(bus.latest('session.changed')).toEqual({ signedIn: false });
  });
});
