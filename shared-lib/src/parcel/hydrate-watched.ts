import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { RemoteName } from '../contracts';
import { monitoring } from '../monitoring';

/**
 * Hydrates the server's HTML in `container` and reports a mismatch: the hydrating render drew elements
 * or text other than the server's. Preact, which answers the React API in every build
 * (tools/webpack/renderer.cjs), keeps the server's nodes where they match and silently replaces them
 * where they do not, and it hydrates in one synchronous call: an element added or removed in that call,
 * or a text that reads differently after it, is a mismatch. Text nodes split or merged (the server
 * writes adjacent texts as one) and comments dropped are not: the page reads the same.
 */
export function hydrateWatched(container: Element, children: ReactNode, onMismatch: (error: Error) => void): Root {
  const observer = new MutationObserver(() => undefined);
  observer.observe(container, { childList: true, subtree: true });
  const textBefore = container.textContent ?? '';
  try {
    return hydrateRoot(container, children);
  } finally {
    const records = observer.takeRecords();
    observer.disconnect();
    const mismatch = describeMismatch(records, textBefore, container.textContent ?? '');
    if (mismatch) onMismatch(new Error(mismatch));
  }
}

/** The shop's way to hear of a mismatch (hydrateWatched's `onMismatch`): the console and monitoring (p1); `remote` names the area. */
export function reportHydrationMismatch(remote?: RemoteName): (error: Error) => void {
  return (error) => {
    console.error(`[axlebay] hydration mismatch${remote ? ` in ${remote}` : ''}`, error);
    monitoring.report({ level: 'p1', kind: 'hydration', ...(remote ? { remote } : {}), error });
  };
}

const isElement = (node: Node) => node.nodeType === 1;

function describeMismatch(records: MutationRecord[], textBefore: string, textAfter: string): string | undefined {
  for (const record of records) {
    const added = [...record.addedNodes].find(isElement) as Element | undefined;
    const removed = [...record.removedNodes].find(isElement) as Element | undefined;
    if (added || removed) {
      const where = (record.target as Element).tagName?.toLowerCase() ?? 'the area';
      return removed
        ? `the server's <${removed.tagName.toLowerCase()}> in <${where}> was not in the browser's render`
        : `the browser's render added <${added!.tagName.toLowerCase()}> in <${where}>`;
    }
  }
  if (textBefore === textAfter) return undefined;
  let i = 0;
  while (textBefore[i] === textAfter[i]) i += 1;
  return `the text differs from the server's at "${textBefore.slice(Math.max(0, i - 20), i + 30)}" (browser: "${textAfter.slice(Math.max(0, i - 20), i + 30)}")`;
}
