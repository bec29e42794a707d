import type { ReactElement } from 'react';
import { CacheProvider } from '@emotion/react';
import { renderToString, renderToStringAsync } from 'preact-render-to-string';
import { PageData, type RemoteName, type RemoteParcelProps } from '@axlebay/shared-lib';
import { loadServerParcel } from './server-federation';
import { criticalStyles, serverStyleCache } from './critical-styles';

export interface RenderedArea {
  remote: RemoteName;
  html: string;
  /** The <style> tags the area's markup uses, for the page's <head>. */
  styles: string;
  pageData: PageData;
  /** The chunk the page's code ships in, when it is its own (the browser needs it to hydrate). */
  pageChunk?: string;
}

/**
 * preact-render-to-string's comments around a component that suspended (`<!--$s-->`, `<!--/$s-->`):
 * the browser does not wait for those parts (their data comes with the HTML), and Preact would
 * replace the element after such a comment.
 */
const SUSPENSE_MARKERS = /<!--\/?\$s-->/g;

/** The tree rendered without waiting: undefined when a part of it still suspends. */
function renderOnce(tree: ReactElement): string | undefined {
  try {
    return renderToString(tree);
  } catch (error) {
    if (typeof (error as PromiseLike<unknown> | undefined)?.then === 'function') return undefined;
    throw error;
  }
}

function timeout(ms: number, signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`over the ${ms} ms budget`)), ms);
    signal.addEventListener('abort', () => clearTimeout(timer));
  });
}

/**
 * Renders one remote's area on the server: its `./parcel` Root with the request's props, waiting
 * for the data its `useApiData` calls load (the async render waits for every suspended load).
 * Over the budget, or on any failure, it answers undefined and the area renders in the browser.
 */
export async function renderArea(
  remote: RemoteName,
  props: RemoteParcelProps,
  { budgetMs, origin, onError }: { budgetMs: number; origin: string; onError: (error: unknown) => void },
): Promise<RenderedArea | undefined> {
  const done = new AbortController();
  try {
    return await Promise.race([
      (async () => {
        const parcel = await loadServerParcel(remote);
        const pageData = new PageData('server', {}, origin);
        // One emotion cache per render: its styles go to the page's <head> (see critical-styles.ts).
        const cache = serverStyleCache();
        const tree = () => (
          <CacheProvider value={cache}>
            <parcel.Root {...props} pageData={pageData} />
          </CacheProvider>
        );
        // First the async render, which waits for every suspended load (useApiData), then, with every
        // answer in, one render that suspends nowhere: the browser's hydrating render, which starts
        // from the same answers, renders the same components in the same order, and so counts the
        // same ids (useId). The async render's output is kept only if something still suspends.
        const waited = await renderToStringAsync(tree());
        const html = renderOnce(tree()) ?? waited.replace(SUSPENSE_MARKERS, '');
        return { remote, html, styles: criticalStyles(cache, html), pageData, pageChunk: parcel.pageChunks?.[props.route.page] };
      })(),
      timeout(budgetMs, done.signal),
    ]);
  } catch (error) {
    onError(error);
    return undefined;
  } finally {
    done.abort();
  }
}
