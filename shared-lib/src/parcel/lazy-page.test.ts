import { describe, expect, it, jest } from '@jest/globals';
import { createElement, type ReactElement } from 'react';
import { isLazyPage, lazyPage } from './lazy-page';

const Page = () => null;

describe('lazyPage', () => {
  it('names its chunk and loads its code once, however often it is preloaded', async () => {
    const load = jest.fn(async () => Page);
    const page = lazyPage('page-listing', load);
    expect(page.chunk).toBe('page-listing');
    expect(isLazyPage(page)).toBe(true);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([page.preload(), page.preload()]);
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (the chunk server was down)', async () => {
    const load = jest.fn<() => Promise<typeof Page>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Page);
    const page = lazyPage('page-product', load);
    await expect(page.preload()).rejects.toThrow('chunk failed');
    await expect(page.preload()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('suspends until its code is loaded, then renders it at once', async () => {
    const Loaded = () => createElement('h1', null, 'Brake pads');
    const page = lazyPage('page-listing', async () => Loaded);
    const render = page as unknown as (props: object) => ReactElement;
    let thrown: unknown;
    try {
      render({});
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    const rendered = render({});
    expect(rendered.type).toBe(Loaded);
  });

  it('tells plain components apart', () => {
    expect(isLazyPage(Page)).toBe(false);
    expect(isLazyPage(undefined)).toBe(false);
  });
});
