/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToStringAsync } from 'preact-render-to-string';
import { PageData } from '../ssr/page-data';
import { PageDataContext } from '../ssr/page-data-context';
import { useApiData } from './use-api-data';

// The route's loader as the shell's server runs it (its async render waits for every suspended load).
describe('useApiData on the server', () => {
  it('on the server, a component with two keys waits for both and writes both answers', async () => {
    const server = new PageData('server');
    const later = (value: string, ms: number) => () => new Promise<string>((resolve) => setTimeout(() => resolve(value), ms));
    function Listing() {
      const listing = useApiData('listing:/lighting', later('Lighting', 5), 'fallback');
      const seo = useApiData('seo:/lighting', later('Aftermarket Lighting', 5), 'fallback');
      return (
        <h1>
          {listing.data} / {seo.data}
        </h1>
      );
    }
    const html = await renderToStringAsync(
      <PageDataContext.Provider value={server}>
        <Listing />
      </PageDataContext.Provider>,
    );
    expect(html).toBe('<!--$s--><h1>Lighting / Aftermarket Lighting</h1><!--/$s-->');
    expect(server.toJSON()).toEqual({ 'listing:/lighting': { data: 'Lighting' }, 'seo:/lighting': { data: 'Aftermarket Lighting' } });
  });
});
