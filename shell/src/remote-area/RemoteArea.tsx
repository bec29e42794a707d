import { useCallback, useEffect, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import {
  LoadingArea,
  layout,
  monitoring,
  REMOTE_AREAS,
  RemoteFallback,
  type RemoteName,
  type RemoteParcel,
  type RemoteParcelProps,
} from '@axlebay/shared-lib';
import { loadParcel } from '../federation/load-parcel';
import { HydratedArea } from './HydratedArea';
import { routeMounted } from './route-mounted';
import { useServerArea } from './server-area';

type State = { status: 'loading' } | { status: 'ready'; parcel: RemoteParcel } | { status: 'failed' };

const loaded = new Map<RemoteName, RemoteParcel>();

/**
 * Where a remote's page goes. Loads the parcel through the federation runtime, mounts it with
 * <Parcel> keyed per route (single-spa-react ignores a changed config), and shows a fallback with
 * Retry when the remote cannot load or fails to mount. Retry reloads the remote without a page reload.
 */
export function RemoteArea({ remote, ...props }: RemoteParcelProps & { remote: RemoteName }) {
  const serverArea = useServerArea(remote, props.route.name);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() => {
    const cached = loaded.get(remote);
    return cached ? { status: 'ready', parcel: cached } : { status: 'loading' };
  });

  useEffect(() => {
    if (serverArea) return;
    const cached = attempt === 0 ? loaded.get(remote) : undefined;
    if (cached) {
      setState({ status: 'ready', parcel: cached });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    loadParcel(remote, { fresh: attempt > 0 }).then(
      (parcel) => {
        loaded.set(remote, parcel);
        if (!cancelled) setState({ status: 'ready', parcel });
      },
      (error) => {
        loaded.delete(remote);
        monitoring.report({ level: 'p1', kind: 'remote-load', remote, error });
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, attempt, Boolean(serverArea)]);

  const retry = useCallback(() => {
    loaded.delete(remote);
    setAttempt((a) => a + 1);
  }, [remote]);

  const handleMountError = useCallback(
    (error: Error) => {
      monitoring.report({ level: 'p1', kind: 'remote-mount', remote, error });
      setState({ status: 'failed' });
    },
    [remote],
  );

  const hydrationFailed = useCallback(() => {
    if (serverArea) serverArea.released = true;
    setState({ status: 'failed' });
  }, [serverArea]);

  if (serverArea && state.status !== 'failed') return <HydratedArea area={serverArea} remote={remote} props={props as RemoteParcelProps} onFail={hydrationFailed} />;
  if (state.status === 'failed') {
    routeMounted();
    return (
      <div data-remote-area={remote}>
        <RemoteFallback area={REMOTE_AREAS[remote]} onRetry={retry} />
      </div>
    );
  }
  if (state.status === 'loading') return <LoadingArea label={`Loading ${REMOTE_AREAS[remote]}`} />;
  return (
    <Parcel
      key={`${props.route.name}:${attempt}`}
      config={state.parcel}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapStyle={{ minHeight: layout.remoteMinHeight }}
      data-remote-area={remote}
      handleError={handleMountError}
      parcelDidMount={routeMounted}
      route={props.route}
      navigation={props.navigation}
      api={props.api}
      market={props.market}
      session={props.session}
      exposed={props.exposed}
      persisted={props.persisted}
      onRetry={retry}
    />
  );
}
