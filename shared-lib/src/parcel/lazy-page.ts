import { createElement, type ComponentType } from 'react';

/**
 * A page shipped as its own chunk that says which chunk it is and can be loaded ahead of rendering.
 * A page composed on the server names its chunk, so the shell's server lists the chunk's files in the
 * HTML; the browser loads the page's code before it hydrates the area, so the area never hydrates
 * around a page whose code is still on its way.
 *
 * Once loaded it renders at once. Until then it suspends (throws the load, as React.lazy does): the
 * area's Suspense shows its loading state, and the server's async render waits. (Preact's `lazy`
 * suspends on its first render even when the code is already there, which would hydrate the page
 * one step later than the rest of its area.)
 */
export type LazyPage = ComponentType & {
  /** The webpack chunk name (`webpackChunkName`), as listed in the remote's `chunk-groups.json`. */
  chunk: string;
  preload(): Promise<unknown>;
};

export function lazyPage(chunk: string, load: () => Promise<ComponentType>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const get = () =>
    (loading ??= load()
      .then((component) => {
        loaded = component;
        return { default: component };
      })
      .catch((error: unknown) => {
        loading = undefined; // a later render may try again (Retry)
        throw error;
      }));
  function Page(props: object) {
    if (loaded) return createElement(loaded, props);
    throw get();
  }
  Page.displayName = `LazyPage(${chunk})`;
  return Object.assign(Page, { chunk, preload: get });
}

export function isLazyPage(component: unknown): component is LazyPage {
  return (
    component !== null &&
    (typeof component === 'object' || typeof component === 'function') &&
    typeof (component as Partial<LazyPage>).preload === 'function' &&
    typeof (component as Partial<LazyPage>).chunk === 'string'
  );
}
