import { Route, Routes, useOutletContext } from 'react-router';
import { NOT_FOUND_ROUTE, ROUTES, type AppRoute } from '@axlebay/shared-lib';
import { Layout, type OutletServices } from '../layout/Layout';
import { RouteHost } from './RouteHost';

function RouteElement({ def }: { def: AppRoute }) {
  const { navigation, notFoundKey } = useOutletContext<OutletServices>();
  return <RouteHost def={def} navigation={navigation} notFoundKey={notFoundKey} />;
}

/**
 * Every route of the shared route table, plus `*` → content's 404 page. Declarative routes (not the
 * data router): the shell loads no data itself, and this keeps ~10 KB gzip of router out of first load.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map((def) => (
          <Route key={def.name} path={def.path} element={<RouteElement def={def} />} />
        ))}
        <Route path="*" element={<RouteElement def={NOT_FOUND_ROUTE} />} />
      </Route>
    </Routes>
  );
}
