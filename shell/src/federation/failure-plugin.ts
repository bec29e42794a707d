import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// Not the shared-lib barrel: runtime plugins run before shared modules are negotiated. The monitoring
// instance is a page-wide global, so this small copy reports into the same buffer and sinks.
import { monitoring } from '@axlebay/shared-lib/monitoring';
import { unavailableRemote } from './unavailable-remote';

/**
 * Federation runtime plugin: a remote that cannot be reached (manifest, remoteEntry or exposed chunk)
 * is reported to monitoring and replaced by a stand-in, so the shell shows a fallback with Retry
 * instead of a white page. Measured here: the hook runs twice for an unreachable remote, first at
 * `afterResolve` (expects a manifest, we return nothing) and then at `onLoad` (expects a module).
 */
export default function failurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'axlebay-remote-failure',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      monitoring.report({
        level: 'p1',
        kind: 'remote-load',
        remote: args.id.split('/')[0],
        error: args.error,
        tags: { id: args.id, lifecycle: args.lifecycle },
      });
      return unavailableRemote(args.id, args.error);
    },
  };
}
