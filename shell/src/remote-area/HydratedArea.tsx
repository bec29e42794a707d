import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { layout, monitoring, type RemoteName, type RemoteParcelProps } from '@axlebay/shared-lib';
import { loadParcel } from '../federation/load-parcel';
import { routeMounted } from './route-mounted';
import type { ServerArea } from './server-area';

/**
 * A remote area whose HTML came from the server. The shell's React renders the HTML as it is (it
 * never touches what is inside); once the remote's parcel has loaded, it hydrates that HTML in its
 * own root with the server's data, and later props (query changes on the same page) update it.
 */
export function HydratedArea({ area, remote, props, onFail }: { area: ServerArea; remote: RemoteName; props: RemoteParcelProps; onFail: () => void }) {
  const element = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const [mounted, setMounted] = useState(false);
  const mountedRoute = useRef(props.route);
  // The HTML is fixed for the life of this element: React must never re-set it under the parcel.
  const [html] = useState(() => ({ __html: area.html }));

  useEffect(() => {
    let cancelled = false;
    loadParcel(remote).then(
      (config) => {
        if (cancelled || !element.current) return;
        const mountedParcel = mountRootParcel(config, { ...props, pageData: area.pageData, domElement: element.current });
        parcel.current = mountedParcel;
        mountedParcel.mountPromise.then(
          () => {
            routeMounted();
            if (!cancelled) setMounted(true);
          },
          (error: unknown) => {
            monitoring.report({ level: 'p1', kind: 'remote-mount', remote, error });
            onFail();
          },
        );
      },
      (error: unknown) => {
        monitoring.report({ level: 'p1', kind: 'remote-load', remote, error });
        if (!cancelled) onFail();
      },
    );
    return () => {
      cancelled = true;
      const current = parcel.current;
      parcel.current = null;
      if (current && current.getStatus() === 'MOUNTED') void current.unmount();
    };
    // Mounted once; prop changes go through update below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!mounted || !parcel.current?.update || props.route === mountedRoute.current) return;
    mountedRoute.current = props.route;
    // The page data stays: parts still hydrating (a lazy page chunk) read it; used keys are gone already.
    void parcel.current.update({ ...props, pageData: area.pageData });
    // The route is what changes on the same page (its query); the shell's services are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mounted, props.route]);

  return (
    <div ref={element} data-remote-area={remote} data-server-area="" style={{ minHeight: layout.remoteMinHeight }} dangerouslySetInnerHTML={html} />
  );
}
