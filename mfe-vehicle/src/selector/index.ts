export { VehicleSelector, type VehicleSelectorProps } from './VehicleSelector';
export { VinField, type VinFieldProps } from './VinField';
export {
  toCurrentVehicle,
  deepestLevel,
  reportedDepth,
  missingRequired,
  filterOptions,
  MAX_RENDERED_OPTIONS,
  type VehicleOption,
  type ChosenVehicle,
} from './vehicle-choice';
export { normalizeVin, vinProblem, vinToInitial, vinSummary, type VinDecodeAnswer } from './vin';
export { TAXONOMY_API, FALLBACK_STEP_LABELS, type StepLabel } from './taxonomy-client';
export { UNCONFIRMED_TEXT, UNCONFIRMED_NAME, NONE_LISTED, unconfirmedNote } from './StepCombobox';
