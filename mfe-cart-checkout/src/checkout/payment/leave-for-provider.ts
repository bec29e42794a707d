/** Leaves the shop for a payment provider's page (a full page load, not an in-site navigation). */
export const leaveForProvider = {
  go(url: string): void {
    window.location.assign(url);
  },
};
