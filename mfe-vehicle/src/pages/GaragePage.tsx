import { useState } from 'react';
import { Button, buildBreadcrumb, FormMessage, PageFrame, usePageHead, vehicleLabel } from '@axlebay/shared-lib';
import { GarageList } from '../garage/GarageList';
import { GarageOwnerNote } from '../garage/GarageOwnerNote';
import type { GarageVehicle } from '../garage/garage-rules';
import { useGarage } from '../garage/use-garage';
import { VehicleSelector, VinField } from '../selector';

/**
 * `/myGarage` (the spec leaves the route open): add a vehicle (selector or VIN), switch, edit, delete,
 * clear. Guests keep it in this browser, signed-in shoppers on their account.
 */
export function GaragePage() {
  usePageHead({ title: 'My garage' });
  const { garage, state } = useGarage();
  const [editing, setEditing] = useState<GarageVehicle>();
  const [prefill, setPrefill] = useState<Partial<GarageVehicle>>();
  const [selectorKey, setSelectorKey] = useState(0);
  const resetSelector = (initial?: Partial<GarageVehicle>) => {
    setPrefill(initial);
    setSelectorKey((k) => k + 1);
  };

  return (
    <PageFrame heading="My garage" breadcrumb={buildBreadcrumb([{ label: 'Home', seoUrl: '/' }, { label: 'My garage', seoUrl: '/myGarage' }])}>
      <GarageOwnerNote />
      <section aria-labelledby="garage-add-title">
        <h2 id="garage-add-title">{editing ? `Edit ${vehicleLabel(editing)}` : 'Add a vehicle'}</h2>
        {!editing && <VinField onDecoded={(decoded) => resetSelector(decoded)} />}
        <VehicleSelector
          key={`${selectorKey}:${editing?.id ?? 'new'}`}
          initial={editing ?? prefill}
          submitLabel={editing ? 'Save changes' : 'Shop for this vehicle'}
          pending={state.loading}
          onSelect={async (vehicle) => {
            const done = editing ? await garage.edit(editing.id, vehicle) : await garage.shopFor(vehicle);
            if (done) {
              setEditing(undefined);
              resetSelector(undefined);
            }
          }}
        />
        {editing && (
          <Button type="button" variant="secondary" onClick={() => setEditing(undefined)}>
            Cancel editing
          </Button>
        )}
      </section>
      <section aria-labelledby="garage-list-title">
        <h2 id="garage-list-title">Saved vehicles</h2>
        {state.error && <FormMessage tone="error">{state.error}</FormMessage>}
        {state.list.length === 0 ? (
          <p>{state.loading ? 'Loading your garage…' : 'No saved vehicles yet.'}</p>
        ) : (
          <>
            <GarageList
              list={state.list}
              busy={state.loading}
              onSelect={(id) => void garage.select(id)}
              onEdit={(v) => setEditing(v)}
              onRemove={(id) => void garage.remove(id)}
            />
            <p>
              <Button type="button" variant="secondary" disabled={state.loading} onClick={() => void garage.clear()}>
                Clear garage
              </Button>
            </p>
          </>
        )}
      </section>
    </PageFrame>
  );
}
