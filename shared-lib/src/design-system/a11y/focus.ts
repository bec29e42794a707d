/**
 * Moves the keyboard focus to an element that is not focusable by itself (a heading, `main`): it gets
 * `tabindex="-1"` (focusable by script, not a Tab stop) and keeps the scroll where it is.
 */
export function focusQuietly(element: HTMLElement | null | undefined): boolean {
  if (!element || !element.isConnected) return false;
  if (!element.hasAttribute('tabindex') && !isFocusable(element)) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return element.ownerDocument.activeElement === element;
}

function isFocusable(element: HTMLElement): boolean {
  return element.matches('a[href], button, input, select, textarea, summary, [contenteditable="true"]');
}

/**
 * The element that has the focus now, to give it back later (a dialog or drawer closing): `restore()`
 * focuses it again when it is still on the page, else `fallback()` (e.g. the page's heading).
 */
export function rememberFocus(doc: Document = document): { restore: (fallback?: () => HTMLElement | null | undefined) => void } {
  const opener = doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null;
  return {
    restore(fallback) {
      if (opener?.isConnected) {
        opener.focus({ preventScroll: true });
        if (doc.activeElement === opener) return;
      }
      focusQuietly(fallback?.());
    },
  };
}
