import { announce, vehicleLabel, type CurrentVehicle } from '@axlebay/shared-lib';
import type { FitStatus } from './fit-status';

/** How long the page's badges have to answer after the last one did before the sum is read out. */
export const FIT_SUMMARY_DELAY_MS = 500;

/** "24 of 24 results fit your 2018 Toyota Corolla": the one sentence a vehicle change says. */
export function fitSummaryText(statuses: readonly FitStatus[], vehicle: CurrentVehicle): string {
  const label = vehicleLabel(vehicle);
  const fit = statuses.filter((s) => s === 'FIT').length;
  if (statuses.length === 1) {
    if (fit) return `This part fits your ${label}`;
    return statuses[0] === 'NOT_FIT' ? `This part does not fit your ${label}` : `More details are needed to check this part fits your ${label}`;
  }
  return `${fit} of ${statuses.length} results fit your ${label}`;
}

/** The page a badge answers on: its path and query (browser only; read when an answer comes). */
const currentPage = () => `${location.pathname}${location.search}`;

/**
 * Sums up the page's fit badges after a vehicle change in one polite announcement, instead of each
 * badge being a live region (a burst of two dozen "Not Fit" read out). The first vehicle a page
 * shows is the page's own state and is not announced; a later one is, once its badges have answered.
 * A new page starts afresh: a summary still waiting for the last page's badges is dropped, and its
 * badges are never counted with the new page's.
 */
export class FitAnnouncer {
  private page: string | undefined;
  private shownVehicle: string | null | undefined = undefined;
  private pending: { vehicle: CurrentVehicle; statuses: Map<number, FitStatus> } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly say: (text: string) => void = announce,
    private readonly pageOf: () => string = currentPage,
  ) {}

  /** A badge's answer for a vehicle (null: no vehicle). */
  report(itemId: number, vehicle: CurrentVehicle | null, status: FitStatus): void {
    const page = this.pageOf();
    if (page !== this.page) {
      this.reset(undefined);
      this.page = page;
    }
    const id = vehicle?.attributeValueId ?? null;
    if (this.shownVehicle === undefined) this.shownVehicle = id;
    if (id === this.shownVehicle && !this.pending) return;
    if (!vehicle) {
      this.reset(id);
      return;
    }
    if (this.pending?.vehicle.attributeValueId !== id) this.pending = { vehicle, statuses: new Map() };
    this.pending.statuses.set(itemId, status);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), FIT_SUMMARY_DELAY_MS);
  }

  private flush() {
    const pending = this.pending;
    if (!pending) return;
    this.reset(pending.vehicle.attributeValueId);
    this.say(fitSummaryText([...pending.statuses.values()], pending.vehicle));
  }

  private reset(shown: string | null | undefined) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = undefined;
    this.shownVehicle = shown;
  }
}

/** One per page: every badge of the page reports to it. */
export const fitAnnouncer = new FitAnnouncer();
