// The two plain info pages (affiliate programme, TPMS guide) share one chunk: each is text and a few links.
export { AffiliateProgramPage } from './affiliate/AffiliateProgramPage';
export { TpmsSensorsPage } from './tpms/TpmsSensorsPage';
