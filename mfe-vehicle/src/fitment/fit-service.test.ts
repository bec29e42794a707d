import { describe, expect, it, jest } from '@jest/globals';
import type { ApiClient } from '@axlebay/shared-lib';
import { FIT_STATUS_API, FitService } from './fit-service';
import { presentFit } from './fit-status';

function api(answer: (ids: number[], vehicle: string) => Array<{ itemId: number; fitStatus: string }>) {
  const get = jest.fn(async (_path: string, params: { itemIds: number[]; attributeValueId: string }) => ({ list: answer(params.itemIds, params.attributeValueId) }));
  return { client: { get } as unknown as ApiClient, get };
}

const corolla = { year: '1', yearName: '2018', make: '2', makeName: 'Toyota', model: '3', modelName: 'Corolla', attributeValueId: '3' };

describe('fit service', () => {
  it('batches one tick of requests into one call per vehicle and caches answers', async () => {
    const { client, get } = api((ids) => ids.map((id) => ({ itemId: id, fitStatus: id % 2 ? 'FIT' : 'NOT_FIT' })));
    const service = new FitService(client);
    const answers = await Promise.all([1, 2, 3].map((id) => service.status(id, '77')));
    expect(answers).toEqual(['FIT', 'NOT_FIT', 'FIT']);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(FIT_STATUS_API, { itemIds: [1, 2, 3], attributeValueId: '77' });
    await service.status(2, '77');
    expect(get).toHaveBeenCalledTimes(1);
    await service.status(2, '78');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('splits more than 100 items into several calls', async () => {
    const { client, get } = api((ids) => ids.map((id) => ({ itemId: id, fitStatus: 'FIT' })));
    const service = new FitService(client);
    await Promise.all(Array.from({ length: 150 }, (_, i) => service.status(i + 1, '5')));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('is EMPTY without a vehicle, without calling the API', async () => {
    const { client, get } = api(() => []);
    await expect(new FitService(client).status(1, undefined)).resolves.toBe('EMPTY');
    expect(get).not.toHaveBeenCalled();
  });

  it('does not remember a failure', async () => {
    let fail = true;
    const { client } = api((ids) => {
      if (fail) throw new Error('offline');
      return ids.map((id) => ({ itemId: id, fitStatus: 'FIT' }));
    });
    const service = new FitService(client);
    await expect(service.status(1, '5')).rejects.toThrow('offline');
    fail = false;
    await expect(service.status(1, '5')).resolves.toBe('FIT');
  });
});

describe('fit presentation (spec §4)', () => {
  it.each([
    ['FIT', 'success', 'Fit Your 2018 Toyota Corolla', 'Change Vehicle'],
    ['NOT_FIT', 'danger', 'Not Fit Your 2018 Toyota Corolla', 'Change Vehicle'],
    ['UNCERTAIN', 'warning', 'Need More Details To Check Fit Your 2018 Toyota Corolla', 'Add vehicle Details'],
    ['EMPTY', 'neutral', 'Vehicle Info Required To Check Fitment', 'Add vehicle'],
  ] as const)('%s', (status, tone, text, action) => {
    expect(presentFit(status, status === 'EMPTY' ? null : corolla)).toEqual({ tone, text, action });
  });
});
