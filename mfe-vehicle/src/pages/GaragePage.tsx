import { bus, Button, buildBreadcrumb, PageFrame, usePageHead, vehicleLabel, type CurrentVehicle } from '@axlebay/shared-lib';
import { useState } from 'react';
import { addToGarage, readGuestGarage, writeGuestGarage, type GarageVehicle } from '../garage/guest-garage';
import { GarageOwnerNote } from '../garage/GarageOwnerNote';
import { VehicleForm } from '../garage/VehicleForm';

const newId = () => (crypto.randomUUID ? crypto.randomUUID() : String(Date.now()));

/** `/myGarage`: the shopper's saved vehicles. Setting one publishes `vehicle.changed` for every remote. */
export function GaragePage() {
  usePageHead({ title: 'My garage' });
  const [garage, setGarage] = useState<GarageVehicle[]>(() => readGuestGarage());

  const shopFor = (vehicle: CurrentVehicle) => {
    const next = addToGarage(garage, vehicle, newId);
    writeGuestGarage(next);
    setGarage(next);
    bus.publish('vehicle.changed', vehicle, 'vehicle');
    bus.publish('notify', { kind: 'message', level: 'success', text: `You are now shopping for ${vehicleLabel(vehicle)}.` }, 'vehicle');
  };

  return (
    <PageFrame heading="My garage" breadcrumb={buildBreadcrumb([{ label: 'Home', seoUrl: '/' }, { label: 'My garage', seoUrl: '/myGarage' }])}>
      <GarageOwnerNote />
      <h2>Add a vehicle</h2>
      <VehicleForm onSave={shopFor} />
      <h2>Saved vehicles</h2>
      {garage.length === 0 ? (
        <p>No saved vehicles yet.</p>
      ) : (
        <ul aria-label="Saved vehicles">
          {garage.map((v) => (
            <li key={v.id}>
              {vehicleLabel(v)} {v.isDefault ? <strong>(shopping for)</strong> : <Button type="button" variant="secondary" onClick={() => shopFor(v)}>Shop for this</Button>}
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
