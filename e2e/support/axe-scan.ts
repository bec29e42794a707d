import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe's tags; 2.2 adds AA rules only). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A phone (the narrowest width the spec's mobile-first layout serves) and a laptop. */
export const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  state: string;
  width: number;
}

/** Waits until the page's own loading areas (`aria-busy="true"`) are gone; goes on after `timeout` regardless. */
export async function settled(page: Page, timeout = 5_000) {
  await page
    .waitForFunction(() => !document.querySelector('main [aria-busy="true"], [data-route] [aria-busy="true"]'), undefined, { timeout })
    .catch(() => undefined);
}

/**
 * axe-core, minified, put into each document once: AxeBuilder on its own sends the 1.5 MB unminified
 * source twice per scan (seconds on a busy machine). It is then given a no-op source.
 */
const AXE_MIN = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_PRESENT = 'void 0';

async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object').catch(() => true)) continue;
    await frame.evaluate(AXE_MIN).catch(() => undefined); // a frame that went away meanwhile
  }
}

/** Two frames: the layout of a new viewport width has been computed and painted. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/**
 * Collects axe's WCAG findings for every state scanned, at each width in `WIDTHS`, in one page: the
 * viewport is resized in place, so a state (an open dialog, typed suggestions) is reached once.
 */
export class WcagScan {
  readonly findings: Finding[] = [];
  /** Every state × width scanned, for the summary. */
  readonly scanned: string[] = [];

  constructor(private readonly page: Page) {}

  /** Scans the page as it is now at every width, then leaves it at the first (narrowest) width. */
  async scan(state: string) {
    for (const size of [...WIDTHS].reverse()) {
      await this.page.setViewportSize(size);
      await nextFrames(this.page);
      const t0 = Date.now();
      await injectAxe(this.page);
      // Legacy mode: axe.run in the page (same-origin frames), not runPartial + finishRun in a new blank page.
      const result = await new AxeBuilder({ page: this.page, axeSource: AXE_PRESENT })
        .options({ resultTypes: ['violations'] }) // before withTags: options() replaces the whole option object
        .withTags(WCAG_TAGS)
        .setLegacyMode()
        .analyze();
      if (process.env.A11Y_TIMING) console.log(`  axe ${state} @${size.width}: ${Date.now() - t0} ms`);
      this.scanned.push(`${state} @${size.width}`);
      for (const v of result.violations) {
        this.findings.push({
          rule: v.id,
          impact: v.impact ?? 'unknown',
          help: v.help,
          targets: v.nodes.map((n) => n.target.map(String).join(' ')),
          state,
          width: size.width,
        });
      }
    }
  }

  /** Findings by rule: how many (rule, state, width) violations and element nodes each. */
  byRule(): Record<string, { violations: number; nodes: number }> {
    const rules: Record<string, { violations: number; nodes: number }> = {};
    for (const f of this.findings) {
      const r = (rules[f.rule] ??= { violations: 0, nodes: 0 });
      r.violations += 1;
      r.nodes += f.targets.length;
    }
    return rules;
  }

  /** One readable block per finding: rule, impact, what it asks, page and width, the first element selectors. */
  report(): string {
    return this.findings
      .map((f) => {
        const shown = f.targets.slice(0, 6).map((t) => `    ${t}`);
        if (f.targets.length > shown.length) shown.push(`    … and ${f.targets.length - shown.length} more`);
        return [`[${f.rule}] (${f.impact}) ${f.help} — ${f.state} at ${f.width} px`, ...shown].join('\n');
      })
      .join('\n');
  }

  summary(): string {
    const rules = Object.entries(this.byRule())
      .map(([rule, n]) => `${rule}: ${n.violations} (${n.nodes} elements)`)
      .join(', ');
    return `${this.scanned.length} scans (states × widths), ${this.findings.length} violations${rules ? `: ${rules}` : ''}`;
  }
}
