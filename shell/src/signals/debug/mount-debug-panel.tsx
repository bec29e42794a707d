import { createRoot } from 'react-dom/client';
import { breakpoints, webStorage } from '@axlebay/shared-lib';
import type { Registry } from '../../registry/registry';
import { clientGroup } from '../../session/identity';
import { clearDebugFlag } from '../debug-flag';
import { DebugPanel } from './DebugPanel';
import { remoteVersions } from './remote-versions';
import { trackerInspection } from './tracker-inspection';

export interface DebugPanelOptions {
  until: number;
  registry: Registry;
  overrides: readonly string[];
  flags: Record<string, boolean>;
  gtmId?: string;
  doc?: Document;
}

/**
 * Mounts the debug panel in a root of its own beside the shop's (nothing of it is in the server's
 * HTML, so hydration never sees it) and removes it when the 7200 s are over, when closed (this page
 * only) or when turned off. Returns the removal.
 */
export function mountDebugPanel({ until, registry, overrides, flags, gtmId, doc = document }: DebugPanelOptions): () => void {
  const host = doc.createElement('div');
  host.id = 'axlebay-debug';
  doc.body.appendChild(host);
  const root = createRoot(host);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const remove = () => {
    clearTimeout(timer);
    root.unmount();
    host.remove();
  };
  timer = setTimeout(remove, Math.max(0, until - Date.now()));
  const phone = doc.defaultView?.matchMedia?.(`(max-width: ${breakpoints.md - 0.02}px)`).matches ?? false;
  root.render(
    <DebugPanel
      until={until}
      group={clientGroup(doc)}
      flags={flags}
      overrides={overrides}
      gtmId={gtmId}
      remotes={() => remoteVersions(registry)}
      tracker={trackerInspection}
      startCollapsed={phone}
      onClose={remove}
      onTurnOff={() => {
        clearDebugFlag(webStorage('local'));
        remove();
      }}
    />,
  );
  return remove;
}
