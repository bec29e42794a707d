import { useCallback, useEffect, useState } from 'react';
import type { Quote } from '@axlebay/shared-lib';
import { COUPON_KEY, readAppliedCoupon, writeAppliedCoupon } from '../session/browser-session';

/** The applied coupon for this tab's session; checkout reads the same key. */
export const COUPON_STORAGE_KEY = COUPON_KEY;

/** The quote's message about the coupon code, when it was not applied. */
export function couponNotice(quote: Quote | undefined): string | undefined {
  return quote?.notices.find((notice) => notice.field === 'couponCode')?.message;
}

export interface CouponState {
  /** The code the quote is asked with ('' for none). */
  code: string;
  apply: (code: string) => void;
  remove: () => void;
  /** The quote answered for this code without a notice. */
  applied: boolean;
  /** The quote's reason for not applying it. */
  notice: string | undefined;
}

/** The code the quote is asked with: restored from sessionStorage in an effect (never during render). */
export function useCouponCode() {
  const [code, setCode] = useState('');
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const stored = readAppliedCoupon();
    if (stored) setCode(stored);
    setRestored(true);
  }, []);
  // Codes are upper case without spaces, as the API reads them ("welcome10" is WELCOME10).
  const apply = useCallback((next: string) => setCode(next.replace(/\s+/g, '').toUpperCase()), []);
  const remove = useCallback(() => setCode(''), []);
  return { code, apply, remove, restored };
}

/**
 * The coupon's state from the quote answering it (`settled`: the quote answers the current request),
 * and the applied code kept in sessionStorage under `axlebay.checkout.coupon` for checkout; a
 * refused or removed code is taken out. An empty cart (no quote) leaves the stored code alone.
 */
export function useCouponState(coupon: ReturnType<typeof useCouponCode>, quote: Quote | undefined, settled: boolean): CouponState {
  const { code, restored } = coupon;
  const notice = code && settled ? couponNotice(quote) : undefined;
  const applied = Boolean(code && settled && quote && !notice);

  useEffect(() => {
    if (!restored || (code && (!settled || !quote))) return;
    writeAppliedCoupon(applied ? code : undefined);
  }, [restored, code, settled, applied, quote]);

  return { code, apply: coupon.apply, remove: coupon.remove, applied, notice };
}
