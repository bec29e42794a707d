/**
 * The exposed `./fit-service`: the fit status of an item for a vehicle, for remotes that want the
 * status itself rather than the badge (`exposed.loadModule('vehicle', 'fit-service')`).
 */
export { fitService, FitService, FIT_STATUS_API } from '../fitment/fit-service';
export { presentFit, type FitStatus, type FitPresentation } from '../fitment/fit-status';
