import { formatMoney } from '@axlebay/shared-lib';
import type { LogisticsPlan } from './api';

/** Spec §9: plan names include "Standard Shipping"; the default plan when the item names none. */
export const STANDARD_SHIPPING = 'Standard Shipping';

export interface DeliveryEstimate {
  plan: string;
  free: boolean;
  /** What the plan costs for this part alone, when the API says. */
  priceCent?: number;
  /** First and last expected delivery day; absent when the plan gives no day counts. */
  from?: Date;
  to?: Date;
}

const days = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 60;

/** `date` plus `n` business days (Monday to Friday). */
export function addBusinessDays(date: Date, n: number): Date {
  const d = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  let left = n;
  while (left > 0) {
    d.setDate(d.getDate() + 1);
    const weekday = d.getDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return d;
}

/**
 * The plan the shopper gets without choosing: the first free plan, else the one named Standard
 * Shipping (or coded STANDARD), else the first plan.
 */
export function defaultPlan(plans: readonly LogisticsPlan[] | null | undefined): LogisticsPlan | undefined {
  const list = (plans ?? []).filter((p): p is LogisticsPlan => typeof p === 'object' && p !== null);
  return list.find((p) => p.free === true) ?? list.find((p) => p.name === STANDARD_SHIPPING || p.code === 'STANDARD') ?? list[0];
}

/**
 * Est.Delivery (spec §9 label): the default plan's business-day range counted from `today`
 * (e.g. 3–7 days → today + 3 … today + 7 working days). Without a plan or day counts, the plan name
 * only ("Standard Shipping").
 */
export function estimateDelivery(plans: readonly LogisticsPlan[] | null | undefined, today: Date): DeliveryEstimate {
  const plan = defaultPlan(plans);
  const name = plan?.name?.trim() || STANDARD_SHIPPING;
  const free = plan?.free === true;
  const price = typeof plan?.priceCent === 'number' && Number.isInteger(plan.priceCent) && plan.priceCent >= 0 ? { priceCent: plan.priceCent } : {};
  if (!plan || !days(plan.minDays) || !days(plan.maxDays)) return { plan: name, free, ...price };
  const min = Math.min(plan.minDays, plan.maxDays);
  const max = Math.max(plan.minDays, plan.maxDays);
  return { plan: name, free, ...price, from: addBusinessDays(today, min), to: addBusinessDays(today, max) };
}

/**
 * What the default plan costs, as the cart will charge it: " (free)" when this part alone ships free;
 * otherwise its price and the order total from which it is free (" $7.99, free on orders over $79.00").
 */
export function shippingCostText(estimate: DeliveryEstimate, threshold: { cent: number } | undefined, currency: string): string {
  if (estimate.free) return ' (free)';
  const price = estimate.priceCent !== undefined ? ` ${formatMoney(estimate.priceCent, currency)}` : '';
  const from = threshold && threshold.cent > 0 ? `, free on orders over ${formatMoney(threshold.cent, currency)}` : '';
  return `${price}${from}`;
}

/** "Tue, Nov 24 – Mon, Nov 30" in the shop's locale; one day when both ends agree. */
export function formatDeliveryRange(estimate: DeliveryEstimate, locale: string): string | undefined {
  if (!estimate.from || !estimate.to) return undefined;
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric' });
  const from = format.format(estimate.from);
  const to = format.format(estimate.to);
  return from === to ? from : `${from} – ${to}`;
}
