import { useCallback, useEffect, useState } from 'react';
import { bus } from '../../bus';
import type { RemoteName } from '../../contracts';

/** Spec §8 "Copy to clipboard": what a shopper reads once the text is on the clipboard. */
export const COPIED_TEXT = 'Copied Successfully';
const SAID_MS = 3000;

/**
 * Puts a text on the clipboard and says how it went: `said` (for a `role="status"` next to the
 * button, cleared after 3 s) is "Copied Successfully" or the caller's `failedText`. With `toastFrom`
 * the success also goes to the shell's toast (`notify` on the bus, from that remote).
 */
export function useCopyText(failedText: string, toastFrom?: RemoteName) {
  const [said, setSaid] = useState('');

  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(''), SAID_MS);
    return () => clearTimeout(timer);
  }, [said]);

  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        if (toastFrom) bus.publish('notify', { kind: 'message', level: 'success', text: COPIED_TEXT }, toastFrom);
        setSaid(COPIED_TEXT);
      } catch {
        setSaid(failedText);
      }
    },
    [failedText, toastFrom],
  );

  return { said, copy };
}
