import { describe, expect, it } from '@jest/globals';
import { installGlobalHandlers } from './global-handlers';
import { createMonitoring } from '@axlebay/shared-lib';

describe('global handlers', () => {
  it('report uncaught errors and unhandled rejections, ignore resource load errors, and can be removed', () => {
    const target = new EventTarget() as unknown as Window;
    const m = createMonitoring();
    const remove = installGlobalHandlers(target, m);
    target.dispatchEvent(Object.assign(new Event('error'), { message: 'Uncaught TypeError: boom', error: new TypeError('boom') }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('nobody waited') }));
    target.dispatchEvent(new Event('error'));
    remove();
    target.dispatchEvent(Object.assign(new Event('error'), { message: 'later', error: new Error('later') }));
    expect(m.recent().map((r) => `${r.level}:${r.kind}:${r.message}`)).toEqual(['p2:uncaught:boom', 'p2:unhandled-rejection:nobody waited']);
  });
});
