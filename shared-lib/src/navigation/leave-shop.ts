/**
 * Leaves the shop for an outside page: a payment provider's or an identity provider's (a full page
 * load, not an in-site navigation). An object, so tests can replace `go`.
 */
export const leaveShop = {
  go(url: string): void {
    window.location.assign(url);
  },
};
