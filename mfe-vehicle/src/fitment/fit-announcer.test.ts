import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { CurrentVehicle } from '@axlebay/shared-lib';
import { FIT_SUMMARY_DELAY_MS, FitAnnouncer, fitSummaryText } from './fit-announcer';

const corolla = { attributeValueId: '41313', yearName: '2018', makeName: 'Toyota', modelName: 'Corolla' } as CurrentVehicle;
const civic = { attributeValueId: '50001', yearName: '2016', makeName: 'Honda', modelName: 'Civic' } as CurrentVehicle;

describe('fit summary after a vehicle change', () => {
  const said: string[] = [];
  let page = '/';
  let announcer: FitAnnouncer;
  beforeEach(() => {
    jest.useFakeTimers();
    said.length = 0;
    page = '/';
    announcer = new FitAnnouncer(
      (text) => said.push(text),
      () => page,
    );
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("says nothing for the page's first vehicle, then one sentence with the real counts per change", () => {
    for (let id = 1; id <= 24; id += 1) announcer.report(id, corolla, 'FIT');
    jest.advanceTimersByTime(FIT_SUMMARY_DELAY_MS * 2);
    expect(said).toEqual([]);

    // A new vehicle: the badges answer in two bursts (cards held while the list was asked again).
    for (let id = 1; id <= 10; id += 1) announcer.report(id, civic, id <= 3 ? 'FIT' : 'NOT_FIT');
    jest.advanceTimersByTime(FIT_SUMMARY_DELAY_MS - 1);
    for (let id = 11; id <= 24; id += 1) announcer.report(id, civic, 'NOT_FIT');
    jest.advanceTimersByTime(FIT_SUMMARY_DELAY_MS);
    expect(said).toEqual(['3 of 24 results fit your 2016 Honda Civic']);

    // Later badges for the same vehicle (the next page of results) are not a change.
    announcer.report(25, civic, 'FIT');
    jest.advanceTimersByTime(FIT_SUMMARY_DELAY_MS);
    expect(said).toHaveLength(1);

    for (let id = 1; id <= 24; id += 1) announcer.report(id, corolla, 'FIT');
    jest.advanceTimersByTime(FIT_SUMMARY_DELAY_MS);
    expect(said.at(-1)).toBe('24 of 24 results fit your 2018 Toyota Corolla');
  });

  it('counts an item once, and says nothing when the vehicle is cleared', () => {
    announcer.report(1, null, 'EMPTY');
    announcer.report(1, corolla, 'NOT_FIT');
    announcer.report(1, corolla, 'NOT_FIT');
    jest.advanceTimersByTime(FIT_SUMMARY_DELAY_MS);
    expect(said).toEqual(['This part does not fit your 2018 Toyota Corolla']);
    announcer.report(1, null, 'EMPTY');
    jest.advanceTimersByTime(FIT_SUMMARY_DELAY_MS);
    expect(said).toHaveLength(1);
  });

  it('starts afresh on a new page: the last page’s badges are not counted, its vehicle is the new page’s own', () => {
    for (let id = 1; id <= 13; id += 1) announcer.report(id, null, 'EMPTY');
    // A vehicle is chosen on the home page; the shopper searches before its summary is read.
    for (let id = 1; id <= 13; id += 1) announcer.report(id, corolla, 'FIT');
    page = '/search?keyword=brake';
    for (let id = 101; id <= 124; id += 1) announcer.report(id, corolla, id <= 115 ? 'FIT' : 'NOT_FIT');
    jest.advanceTimersByTime(FIT_SUMMARY_DELAY_MS * 2);
    expect(said).toEqual([]);
    for (let id = 101; id <= 124; id += 1) announcer.report(id, civic, 'NOT_FIT');
    jest.advanceTimersByTime(FIT_SUMMARY_DELAY_MS);
    expect(said).toEqual(['0 of 24 results fit your 2016 Honda Civic']);
  });

  it('words one part by its status', () => {
    expect(fitSummaryText(['FIT'], corolla)).toBe('This part fits your 2018 Toyota Corolla');
    expect(fitSummaryText(['UNCERTAIN'], corolla)).toBe('More details are needed to check this part fits your 2018 Toyota Corolla');
    expect(fitSummaryText(['FIT', 'UNCERTAIN', 'NOT_FIT'], corolla)).toBe('1 of 3 results fit your 2018 Toyota Corolla');
  });
});
