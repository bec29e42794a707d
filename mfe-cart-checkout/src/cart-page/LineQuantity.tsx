import { useEffect, useRef, useState } from 'react';
import { clampCount, QuantityStepper } from '@axlebay/shared-lib';

/** Typing and quick −/+ send one UPDATE after this pause (the absolute count). */
export const QUANTITY_DEBOUNCE_MS = 500;

/**
 * The line's quantity: −/input/+ within 1…max; changes go to the store (`setCount`, UPDATE with the
 * absolute count) after a pause, or at once on blur/Enter. Follows the store's count when it changes.
 */
export function LineQuantity({ title, count, max, onCount }: { title: string; count: number; max: number; onCount: (count: number) => void }) {
  const [text, setText] = useState(String(count));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sent = useRef(count);

  useEffect(() => {
    sent.current = count;
    setText(String(count));
  }, [count]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (value: number) => {
    clearTimeout(timer.current);
    if (value === sent.current) return;
    sent.current = value;
    onCount(value);
  };

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    if (next.trim() === '') return; // still typing
    timer.current = setTimeout(() => send(clampCount(next, 1, max)), QUANTITY_DEBOUNCE_MS);
  };

  return <QuantityStepper label={`Quantity of ${title}`} labelHidden text={text} max={max} onChange={change} onCommit={send} testId="line-quantity" />;
}
