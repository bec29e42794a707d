import { describe, expect, it, jest } from '@jest/globals';
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

  it('tells plain components apart', () => {
    expect(isLazyPage(Page)).toBe(false);
    expect(isLazyPage(undefined)).toBe(false);
  });
});
