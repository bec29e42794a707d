import { useContext, useEffect, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import type { ExposedParcelModule, RemoteName, RemoteParcelProps } from '../contracts';
import { LoadingArea } from '../design-system/components/LoadingArea';
import { monitoring } from '../monitoring';
import { contractProps } from './create-remote-parcel';
import { RemoteContext } from './remote-context';

type State = { status: 'loading' } | { status: 'ready'; parcel: ExposedParcelModule } | { status: 'failed' };

/**
 * Mounts another remote's exposed parcel inside this remote's page, at run time (never by importing
 * its source). When that remote is down, `fallback` shows and the rest of the page goes on.
 */
export function ExposedParcel({
  remote,
  expose,
  props,
  fallback,
  host: hostProps,
  loading,
}: {
  remote: RemoteName;
  expose: string;
  props?: Record<string, unknown>;
  fallback: React.ReactNode;
  /** The contract props to hand on; inside a remote they come from its context (the shell passes its own). */
  host?: RemoteParcelProps;
  /** What shows while loading (default: a loading area). */
  loading?: React.ReactNode;
}) {
  const context = useContext(RemoteContext);
  const host = hostProps ?? context;
  if (!host) throw new Error('ExposedParcel needs a remote context or host props');
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    host.exposed.loadParcel(remote, expose).then(
      (parcel) => !cancelled && setState({ status: 'ready', parcel: { ...parcel } }),
      (error) => {
        monitoring.report({ level: 'p2', kind: 'remote-load', remote, error });
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [host.exposed, remote, expose]);

  if (state.status === 'failed') return <>{fallback}</>;
  // `null` (or false) means "show nothing while loading"; only an absent prop gets the loading area.
  if (state.status === 'loading') return <>{loading === undefined ? <LoadingArea label="Loading" /> : loading}</>;
  return <Parcel config={state.parcel as never} mountParcel={mountRootParcel} wrapWith="div" {...contractProps(host)} {...props} />;
}
