import { useEffect } from 'react';

/**
 * `/help/faq#<handle>`: once the questions are on the page, the question named by the address's
 * fragment opens, scrolls into view and takes the focus (its summary); a group's handle focuses its
 * heading. Also when the fragment changes on the page (an in-page link).
 */
export function useOpenFromHash(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) return;
      const target = document.getElementById(id);
      if (!target) return;
      const focusable = target instanceof HTMLDetailsElement ? target.querySelector('summary') : target.querySelector<HTMLElement>('h2');
      if (target instanceof HTMLDetailsElement) target.open = true;
      target.scrollIntoView({ block: 'start' });
      focusable?.focus({ preventScroll: true });
    };
    // After the shell's route announcer, which focuses the new page's heading as it appears.
    const first = window.setTimeout(open, 0);
    window.addEventListener('hashchange', open);
    return () => {
      clearTimeout(first);
      window.removeEventListener('hashchange', open);
    };
  }, [ready]);
}
