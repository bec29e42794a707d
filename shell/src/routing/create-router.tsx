import { createBrowserRouter, useOutletContext } from 'react-router';
import { NOT_FOUND_ROUTE, ROUTES, type AppRoute } from '@axlebay/shared-lib';
import { Layout, type OutletServices } from '../layout/Layout';
import { RouteHost } from './RouteHost';

function RouteElement({ def }: { def: AppRoute }) {
  const { navigation, notFoundKey } = useOutletContext<OutletServices>();
  return <RouteHost def={def} navigation={navigation} notFoundKey={notFoundKey} />;
}

/** Every route of the shared route table, plus `*` → content's 404 page. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      children: [
        ...ROUTES.map((def) => ({ path: def.path, element: <RouteElement def={def} /> })),
        { path: '*', element: <RouteElement def={NOT_FOUND_ROUTE} /> },
      ],
    },
  ]);
}
