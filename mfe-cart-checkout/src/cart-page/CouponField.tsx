import styled from '@emotion/styled';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, colors, InlineForm } from '@axlebay/shared-lib';
import type { CouponState } from './use-coupon';

const Chip = styled.p`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin: 0;
  padding-left: 12px;
  min-height: 44px;
  border: 1px solid ${colors.success};
  border-radius: 999px;
  color: ${colors.success};
  font-weight: 600;
  button {
    min-width: 44px;
    min-height: 44px;
    font: inherit;
    font-size: 20px;
    color: ${colors.text};
    background: none;
    border: 0;
    border-radius: 999px;
    cursor: pointer;
  }
`;

/**
 * The coupon code: Apply asks the quote with it; the quote's notice for it shows under the field
 * (and the code stays there to correct); an applied code is a chip with its remove button.
 */
export function CouponField({ coupon, checking }: { coupon: CouponState; checking: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  useEffect(() => {
    if (coupon.code) setText(coupon.code);
  }, [coupon.code]);

  if (coupon.applied) {
    return (
      <Chip data-testid="coupon-chip">
        <span>Coupon {coupon.code} applied</span>
        <button type="button" aria-label={`Remove coupon ${coupon.code}`} onClick={() => {
            setText('');
            coupon.remove();
          }}>
          ×
        </button>
      </Chip>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An emptied field takes a refused code away (its notice goes with it).
    if (text.trim()) coupon.apply(text);
    else coupon.remove();
  };
  return (
    <InlineForm onSubmit={submit} data-testid="coupon-form">
      <label htmlFor={id}>Coupon code</label>
      <div className="row">
        <input id={id} name="couponCode" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} aria-invalid={Boolean(coupon.notice)} aria-describedby={`${id}-message`} />
        <Button type="submit" variant="secondary" disabled={checking && Boolean(coupon.code)}>
          Apply
        </Button>
      </div>
      <p className="message" id={`${id}-message`} role={coupon.notice ? 'alert' : undefined} data-testid="coupon-notice">
        {coupon.notice}
      </p>
    </InlineForm>
  );
}
