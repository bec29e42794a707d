import { useEffect, useState } from 'react';
import { bus, Button } from '@axlebay/shared-lib';

/** Spec §8 "Copy to clipboard": the message once the number is on the clipboard. */
export const COPIED_TEXT = 'Copied Successfully';
export const COPY_FAILED_TEXT = 'The number could not be copied. Select it and copy it yourself.';
const SHOWN_MS = 3000;

/** Puts the order number on the clipboard; says so in a toast and next to the button (for screen readers too). */
export function CopyOrderNumber({ orderNo }: { orderNo: string }) {
  const [said, setSaid] = useState<string>();

  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(undefined), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [said]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(orderNo);
      bus.publish('notify', { kind: 'message', level: 'success', text: COPIED_TEXT }, 'account');
      setSaid(COPIED_TEXT);
    } catch {
      setSaid(COPY_FAILED_TEXT);
    }
  };

  return (
    <>
      <Button type="button" variant="secondary" onClick={() => void copy()} aria-label={`Copy order number ${orderNo}`}>
        Copy
      </Button>
      <span role="status" data-testid="copy-status">
        {said}
      </span>
    </>
  );
}
