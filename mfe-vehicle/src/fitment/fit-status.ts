import { vehicleLabel, type CurrentVehicle, type FitStatus } from '@axlebay/shared-lib';

export type { FitStatus };

export interface FitPresentation {
  tone: 'success' | 'danger' | 'neutral' | 'warning';
  text: string;
  action: 'Change Vehicle' | 'Add vehicle' | 'Add vehicle Details';
}

/** Spec §4 "Fit status": colour, text and action label of each status. */
export function presentFit(status: FitStatus, vehicle: CurrentVehicle | null | undefined): FitPresentation {
  const label = vehicle ? vehicleLabel(vehicle) : '';
  switch (status) {
    case 'FIT':
      return { tone: 'success', text: `Fit Your ${label}`, action: 'Change Vehicle' };
    case 'NOT_FIT':
      return { tone: 'danger', text: `Not Fit Your ${label}`, action: 'Change Vehicle' };
    case 'UNCERTAIN':
      return { tone: 'warning', text: `Need More Details To Check Fit Your ${label}`, action: 'Add vehicle Details' };
    default:
      return { tone: 'neutral', text: 'Vehicle Info Required To Check Fitment', action: 'Add vehicle' };
  }
}
