/**
 * When a shop window (discount window, global modal) may open. Like the leading stores' email and
 * first-order offers, and Google's guidance on intrusive interstitials: never on arrival, only once the
 * shopper has done something (a click, a key, or a second page), never where they are busy (checkout,
 * cart, sign-in, account forms, the garage), never while they type, and as a non-modal panel in a
 * corner that neither covers the vehicle selector nor takes focus.
 */
const BUSY_PATHS = /^\/(checkout|shopCart|paymentCallback|login|createAccount|retrievePassword|signUpResult|sign-up-discount|partnership|printInvoice|myAccount|myGarage|order|404|500|504)(\/|$)/;

export const promoAllowedOn = (pathname: string) => !BUSY_PATHS.test(pathname);

/** Seconds after the shopper's first action (or page change) before a window may open. */
export const PROMO_DELAY_MS = 1500;

/** The shopper is typing or choosing in a field (vehicle selector, search): the window waits. */
export function shopperIsTyping(doc: Document = document): boolean {
  const el = doc.activeElement;
  if (!el) return false;
  const tag = el.tagName;
  return tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || (el as HTMLElement).isContentEditable === true;
}
