import { lazy, Suspense, type ComponentProps } from 'react';

// The selector (and its combobox library) loads when a dialog first opens, not with every page.
const VehicleDialog = lazy(() => import('./VehicleDialog').then((m) => ({ default: m.VehicleDialog })));

export function LazyVehicleDialog(props: ComponentProps<typeof VehicleDialog>) {
  return (
    <Suspense fallback={null}>
      <VehicleDialog {...props} />
    </Suspense>
  );
}
