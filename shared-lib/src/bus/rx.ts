/**
 * The only door to RxJS for the apps. RxJS is not a federation singleton of its own: a shared
 * module cannot be tree-shaken (any consumer might want any export), and the whole library is
 * ~15 KiB gzip where the bus and the stores use a handful of classes and operators. It lives inside
 * shared-lib, which is a singleton, so one copy still loads per page and every Observable on the
 * bus comes from it. Need another operator? Add it here (rx-owner.test.ts keeps imports of 'rxjs'
 * to shared-lib).
 */
export { BehaviorSubject, Subject, filter, map, skip } from 'rxjs';
export type { Observable, Subscription } from 'rxjs';
