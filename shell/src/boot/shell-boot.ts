import { PAGE_DATA_SCRIPT_ID, PageData, type PageDataEntry, type RemoteName, type RouteName } from '@axlebay/shared-lib';
import type { Registry } from '../registry/registry';
import type { RuntimeConfig } from '../services/runtime-config';
import type { ServerArea } from '../remote-area/server-area';
import type { FrameContent } from '../content/frame-content';
import type { ContractVerdict } from '../federation/contracts-plugin';

/** Inline JSON the server writes into a composed page: what the browser would otherwise fetch first. */
export const BOOT_SCRIPT_ID = 'axlebay-boot';

export interface ShellBoot {
  /** The browser entries of `remotes.json` (no round trip before the first remote can load). */
  registry: Registry;
  config: RuntimeConfig;
  /** The market the page was rendered for. */
  market: number;
  notFound: boolean;
  /** The frame's content (announcement, nav bar colour, footer contact), when the content and shop settings were at hand in time. */
  frame?: FrameContent;
  /** The remote area rendered on the server, if any; `hydrate` false when its data could not be handed over. */
  area?: { remote: RemoteName; routeName: RouteName; hydrate: boolean };
  /** The server's contract verdict on each remote's build (server/remote-contracts.ts). */
  contracts?: Partial<Record<RemoteName, ContractVerdict>>;
}

function readJson(doc: Document, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The server's boot data, or undefined when the page was not composed on the server. */
export function readShellBoot(doc: Document = document): ShellBoot | undefined {
  const boot = readJson(doc, BOOT_SCRIPT_ID) as ShellBoot | undefined;
  return boot && typeof boot === 'object' && boot.registry && boot.config ? boot : undefined;
}

/**
 * The server-rendered area as the browser's first render needs it: its HTML (read back from the
 * page before React starts) and the data it was rendered with.
 */
export function readServerArea(boot: ShellBoot, doc: Document = document): ServerArea | null {
  if (!boot.area) return null;
  const element = doc.querySelector(`[data-server-area][data-remote-area="${boot.area.remote}"]`);
  if (!element) return null;
  const data = readJson(doc, PAGE_DATA_SCRIPT_ID) as Record<string, PageDataEntry> | undefined;
  const { remote, routeName, hydrate } = boot.area;
  // Without the server's data the parcel renders its area afresh (over the same HTML) instead.
  return { remote, routeName, html: element.innerHTML, pageData: hydrate && data ? new PageData('hydrate', data) : undefined };
}
