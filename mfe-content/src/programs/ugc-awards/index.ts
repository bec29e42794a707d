// The awards' two pages share one chunk: the submit page is one click from the awards page, and both read the same season.
export { UgcAwardsPage } from './UgcAwardsPage';
export { UgcSubmitPage } from './UgcSubmitPage';
