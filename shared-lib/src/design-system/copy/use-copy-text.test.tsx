import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '../../bus';
import { COPIED_TEXT, useCopyText } from './use-copy-text';

function CopyThis({ text, toast }: { text: string; toast?: boolean }) {
  const { said, copy } = useCopyText('Could not copy it.', toast ? 'content' : undefined);
  return (
    <>
      <button type="button" onClick={() => void copy(text)}>
        Copy
      </button>
      <span role="status">{said}</span>
    </>
  );
}

afterEach(() => {
  jest.useRealTimers();
});

describe('useCopyText', () => {
  it('copies, says "Copied Successfully" (and toasts when asked), then clears the message', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const toasts: string[] = [];
    const sub = bus.on('notify').subscribe((p) => toasts.push(p.text));
    render(<CopyThis text="BFCM25" toast />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('BFCM25');
    expect(screen.getByRole('status')).toHaveTextContent(COPIED_TEXT);
    expect(toasts).toEqual([COPIED_TEXT]);
    await act(async () => undefined); // the status's passive effect (its clearing timer) runs
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByRole('status')).toHaveTextContent(COPIED_TEXT);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('status').textContent).toBe('');
    sub.unsubscribe();
  });

  it("says the caller's words when the clipboard refuses", async () => {
    const user = userEvent.setup();
    render(<CopyThis text="AXB00001234" />);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Could not copy it.');
  });
});
