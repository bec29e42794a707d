import { expect, type Locator, type Page } from '@playwright/test';

/** Types into the focused step, takes the first match with the keyboard. */
async function choose(page: Page, text?: string) {
  if (text) {
    await page.keyboard.press('Control+A'); // a pre-filled step (the dialog opens on the current vehicle)
    await page.keyboard.type(text);
  }
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/**
 * A whole vehicle with the keyboard only: year, make and model typed; then the first trim and engine
 * (steps with one choice fill themselves), until the focus reaches the submit button.
 */
export async function pickVehicle(page: Page, scope: Locator, year: string, make: string, model: string) {
  const yearBox = scope.getByRole('combobox', { name: /^Year/ });
  await expect(yearBox).toBeEnabled();
  await expect(yearBox).toHaveAttribute('aria-busy', 'false');
  await yearBox.focus();
  await choose(page, year);
  for (const [name, text] of [[/^Make/, make], [/^Model/, model]] as const) {
    const box = scope.getByRole('combobox', { name });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('aria-busy', 'false'); // its options have arrived
    await choose(page, text);
  }
  for (let step = 0; step < 2; step++) {
    await page.waitForTimeout(300); // the next step's options arrive
    const role = await page.evaluate(() => document.activeElement?.getAttribute('role'));
    if (role !== 'combobox') break;
    await choose(page);
  }
  const submit = scope.getByRole('button', { name: /Shop for this vehicle/ });
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
}


/** Resolves once the shell's encrypted state has reached storage (before a test reloads the page). */
export async function stateWritten(page: Page) {
  await page.evaluate(() => (window as unknown as { __axlebay: { stateWritten(): Promise<void> } }).__axlebay.stateWritten());
}
