import { CHROMIUM_ARGS, findChromium, HOW_TO } from '../../tools/chromium.cjs';

export { CHROMIUM_ARGS };

/** The system Chromium (Playwright's own browser download does not work on this network). */
export function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error(`No Chromium found. ${HOW_TO}`);
  return found;
}
