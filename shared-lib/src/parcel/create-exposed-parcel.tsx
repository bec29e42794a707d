import React, { useState, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ExposedParcelModule, RemoteName, RemoteParcelProps } from '../contracts';
import { contractProps, REMOTE_AREAS } from './create-remote-parcel';
import { RemoteContext } from './remote-context';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { IdScope } from './id-scope';

/**
 * A piece of one remote that other remotes mount inside their pages (e.g. account's sign-in panel on
 * a product page). It gets the host's contract props plus its own `P`, under its own boundary.
 */
export function createExposedParcel<P extends Record<string, unknown>>(remote: RemoteName, name: string, Component: ComponentType<P>): ExposedParcelModule {
  const Inner = Component as ComponentType<Record<string, unknown>>;
  let mounts = 0;
  function Root(props: RemoteParcelProps & P) {
    // Exposed parcels render in the browser only: a number per mount keeps two of them apart.
    const [scope] = useState(() => `${remote}-${name}-${(mounts += 1)}-`);
    return (
      <IdScope prefix={scope}>
        <RemoteContext.Provider value={contractProps(props)}>
          <div data-boundary={remote} data-exposed={name}>
            <RemoteErrorBoundary remote={remote} area={REMOTE_AREAS[remote]}>
              <Inner {...props} />
            </RemoteErrorBoundary>
          </div>
        </RemoteContext.Provider>
      </IdScope>
    );
  }
  Root.displayName = `Exposed(${remote}/${name})`;
  const lifecycles = singleSpaReact<RemoteParcelProps & P>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: () => <div data-boundary={remote} role="alert">This part of the shop failed to start.</div>,
  });
  return { ...(lifecycles as unknown as Omit<ExposedParcelModule, 'remote'>), remote };
}
