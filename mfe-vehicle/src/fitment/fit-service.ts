import type { ApiClient } from '@axlebay/shared-lib';
import type { FitStatus } from './fit-status';

export const FIT_STATUS_API = '/item/public/buyer/item/fit-status/list';
const MAX_IDS = 100;

interface Pending {
  itemId: number;
  resolve: (status: FitStatus) => void;
  reject: (error: unknown) => void;
}

/**
 * Fit status per item for a vehicle, backed by the API. Requests made in the same tick (a page of
 * badges mounting, or all of them after a vehicle change) go out as one call per 100 items; answers
 * are cached per vehicle for the page's life (the catalog does not change while it is open).
 */
export class FitService {
  private cache = new Map<string, Promise<FitStatus>>();
  private queue = new Map<string, Pending[]>();
  private scheduled = false;

  constructor(private readonly api: ApiClient) {}

  status(itemId: number, attributeValueId: string | undefined): Promise<FitStatus> {
    if (!attributeValueId) return Promise.resolve('EMPTY');
    const key = `${attributeValueId}:${itemId}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const promise = new Promise<FitStatus>((resolve, reject) => {
      const list = this.queue.get(attributeValueId) ?? [];
      list.push({ itemId, resolve, reject });
      this.queue.set(attributeValueId, list);
    });
    this.cache.set(key, promise);
    promise.catch(() => this.cache.delete(key)); // a failure is not remembered
    this.schedule();
    return promise;
  }

  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      const batches = [...this.queue.entries()];
      this.queue.clear();
      for (const [vehicle, pending] of batches) {
        for (let i = 0; i < pending.length; i += MAX_IDS) void this.send(vehicle, pending.slice(i, i + MAX_IDS));
      }
    });
  }

  private async send(attributeValueId: string, pending: Pending[]) {
    try {
      const ids = [...new Set(pending.map((p) => p.itemId))];
      const answer = await this.api.get<{ list: Array<{ itemId: number; fitStatus: FitStatus }> }>(FIT_STATUS_API, { itemIds: ids, attributeValueId });
      const byId = new Map(answer.list.map((r) => [r.itemId, r.fitStatus]));
      for (const p of pending) p.resolve(byId.get(p.itemId) ?? 'NOT_FIT');
    } catch (error) {
      for (const p of pending) p.reject(error);
    }
  }
}

const services = new WeakMap<ApiClient, FitService>();

/** One service per API client (one per page). */
export function fitService(api: ApiClient): FitService {
  let service = services.get(api);
  if (!service) services.set(api, (service = new FitService(api)));
  return service;
}
