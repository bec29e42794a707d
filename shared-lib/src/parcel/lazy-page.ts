import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page shipped as its own chunk (React.lazy) that says which chunk it is and can be loaded ahead
 * of rendering. A page composed on the server names its chunk, so the shell's server lists the
 * chunk's files in the HTML; the browser loads the page's code before it hydrates the area, so the
 * area never hydrates around a page whose code is still on its way.
 */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** The webpack chunk name (`webpackChunkName`), as listed in the remote's `chunk-groups.json`. */
  chunk: string;
  preload(): Promise<unknown>;
};

export function lazyPage(chunk: string, load: () => Promise<ComponentType>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const get = () =>
    (loading ??= load()
      .then((component) => ({ default: component }))
      .catch((error: unknown) => {
        loading = undefined; // a later render may try again (Retry)
        throw error;
      }));
  return Object.assign(lazy(get), { chunk, preload: get });
}

export function isLazyPage(component: unknown): component is LazyPage {
  return (
    component !== null &&
    (typeof component === 'object' || typeof component === 'function') &&
    typeof (component as Partial<LazyPage>).preload === 'function' &&
    typeof (component as Partial<LazyPage>).chunk === 'string'
  );
}
