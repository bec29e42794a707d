import { PassThrough } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import { prerenderToNodeStream } from 'react-dom/static';
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

function timeout(ms: number, signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`over the ${ms} ms budget`)), ms);
    signal.addEventListener('abort', () => clearTimeout(timer));
  });
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one remote's area on the server: its `./parcel` Root with the request's props, waiting
 * for the data its `useApiData` calls load (React's prerender waits for every suspended load).
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
        const { prelude } = await prerenderToNodeStream(
          <CacheProvider value={cache}>
            <parcel.Root {...props} pageData={pageData} />
          </CacheProvider>,
          {
            signal: done.signal,
            // Errors after the budget ran out are the abort itself, already reported as the timeout.
            onError: (error) => void (done.signal.aborted || onError(error)),
            // The area is written whole, in place: React would otherwise outline a large page
            // (over 12.8 KB) behind its loading fallback and swap it in with inline scripts while the
            // HTML parses: DOM moves on the main thread and a skeleton before the first paint.
            progressiveChunkSize: Number.POSITIVE_INFINITY,
          },
        );
        const html = await streamToString(prelude);
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
