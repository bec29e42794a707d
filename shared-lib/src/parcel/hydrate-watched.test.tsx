import { describe, expect, it } from '@jest/globals';
import { useId, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { jest } from '@jest/globals';
import { monitoring } from '../monitoring';
import { hydrateWatched, reportHydrationMismatch } from './hydrate-watched';
import { IdScope } from './id-scope';

function hydrateOver(html: string, element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const mismatches: Error[] = [];
  const serverParagraph = container.firstChild;
  act(() => {
    hydrateWatched(container, element, (error) => mismatches.push(error));
  });
  return { container, mismatches, serverParagraph };
}

const Price = ({ cents }: { cents: number }) => (
  <p>
    Price: {cents / 100} {'USD'}
  </p>
);

describe('hydrateWatched', () => {
  it('keeps the server’s nodes and reports nothing when the render matches (the server writes adjacent texts as one)', () => {
    const html = renderToString(<Price cents={1299} />);
    expect(html).toBe('<p>Price: 12.99 USD</p>');
    const { container, mismatches, serverParagraph } = hydrateOver(html, <Price cents={1299} />);
    expect(mismatches).toEqual([]);
    expect(container.firstChild).toBe(serverParagraph);
  });

  it('reports a text the browser renders differently', () => {
    const { mismatches } = hydrateOver(renderToString(<Price cents={1299} />), <Price cents={1399} />);
    expect(mismatches.map(String)).toEqual([expect.stringMatching(/text differs.*Price: 12\.99.*browser: "Price: 13\.99/)]);
  });

  it('reports the server’s element replaced (Preact does not skip a comment before it)', () => {
    const { mismatches } = hydrateOver(`<!--$s-->${renderToString(<Price cents={1299} />)}<!--/$s-->`, <Price cents={1299} />);
    expect(mismatches.map(String)).toEqual(["Error: the server's <p> in <div> was not in the browser's render"]);
  });

  it('reports an element the browser renders and the server did not', () => {
    const { mismatches } = hydrateOver(
      renderToString(<ul><li>Pads</li></ul>),
      <ul>
        <li>Pads</li>
        <li>Rotors</li>
      </ul>,
    );
    expect(mismatches.map(String)).toEqual(["Error: the browser's render added <li> in <ul>"]);
  });
});

describe('reportHydrationMismatch', () => {
  it('says it on the console with the area, and reports it to monitoring as p1', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error("the browser's render added <li> in <ul>");
    reportHydrationMismatch('catalog')(error);
    expect(logged).toHaveBeenCalledWith('[axlebay] hydration mismatch in catalog', error);
    expect(monitoring.recent().at(-1)).toMatchObject({ level: 'p1', kind: 'hydration', remote: 'catalog' });
  });
});

describe('IdScope', () => {
  function Field() {
    const id = useId();
    return <label htmlFor={id}>Email</label>;
  }

  it('gives two roots on one page different ids, the same on the server and in the browser', () => {
    const a = document.createElement('div');
    const b = document.createElement('div');
    document.body.append(a, b);
    act(() => {
      createRoot(a).render(<IdScope prefix="shell-"><Field /></IdScope>);
      createRoot(b).render(<IdScope prefix="catalog-"><Field /></IdScope>);
    });
    const ids = [a, b].map((root) => root.querySelector('label')!.htmlFor);
    expect(new Set(ids).size).toBe(2);
    expect(ids[1]).toMatch(/^catalog-/);
    expect(renderToString(<IdScope prefix="catalog-"><Field /></IdScope>)).toContain(`for="${ids[1]}"`);
  });
});
