import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@axlebay/shared-lib';
import { COROLLA_ANSWER } from './test-support';
import { normalizeVin, vinErrorMessage, vinNotes, vinProblem, vinSummary, vinToInitial, VIN_UNAVAILABLE } from './vin';


describe('VIN format', () => {
  it('drops spaces and dashes and upper-cases', () => {
    expect(normalizeVin(' 2t1-burhe0 jc014035 ')).toBe('2T1BURHE0JC014035');
  });

  it.each([
    ['', 'Please enter VIN'],
    ['1HGCM82633A00435', 'VIN is not a valid VIN: a VIN has 17 characters, this one has 16.'],
    ['1HGCM826_3A004352', 'VIN is not a valid VIN: a VIN holds only letters and digits.'],
    ['1HGCM8263OA0043Q2', 'VIN is not a valid VIN: the letters I, O and Q never appear in a VIN (found O, Q).'],
    ['2T1BURHE0JC014035', undefined],
  ])('%s → %s', (vin, message) => {
    expect(vinProblem(vin)).toBe(message);
  });
});

describe('decode answer', () => {
  it('maps the matched nodes to a pre-fill with the VIN', () => {
    expect(vinToInitial(COROLLA_ANSWER)).toEqual({
      vin: '2T1BURHE0JC014035',
      year: '300',
      yearName: '2018',
      make: '310',
      makeName: 'Toyota',
      model: '311',
      modelName: 'Corolla',
      trim: '3111',
      trimName: 'LE',
      engine: '31111',
      engineName: '1.8L I4',
      attributeValueId: '31111',
    });
  });

  it('summarizes without stand-in trims', () => {
    expect(vinSummary(COROLLA_ANSWER)).toBe('2018 Toyota Corolla LE 1.8L I4');
    const standIn = { ...COROLLA_ANSWER, vehicle: { ...COROLLA_ANSWER.vehicle, trim: { id: 1, name: 'All Trims' } } };
    expect(vinSummary(standIn)).toBe('2018 Toyota Corolla 1.8L I4');
  });

  it('notes a wrong check digit and a model outside the list', () => {
    expect(vinNotes(COROLLA_ANSWER)).toEqual([expect.stringContaining('position 9 is 0, 9 was expected')]);
    const valid = { ...COROLLA_ANSWER, checkDigit: { valid: true } };
    expect(vinNotes(valid)).toEqual([]);
    const { model: _model, trim: _trim, engine: _engine, ...upToMake } = COROLLA_ANSWER.vehicle;
    const noModel = { ...valid, vehicle: { ...upToMake, level: 2, attributeValueId: 310 } };
    expect(vinNotes(noModel)).toEqual(['The VIN says 2018 Toyota Corolla, a model not in our vehicle list: please choose the closest model.']);
    expect(vinToInitial(noModel)).toEqual({ vin: COROLLA_ANSWER.vin, year: '300', yearName: '2018', make: '310', makeName: 'Toyota', attributeValueId: '310' });
  });

  it('shows the server sentence for 400 and 404, a general one otherwise', () => {
    expect(vinErrorMessage(new ApiError({ code: 404, status: 404, message: 'VIN X is a 1991 Acura Legend, which is not in our vehicle list.' }))).toMatch(/Acura Legend/);
    expect(vinErrorMessage(new ApiError({ code: 400, status: 400, message: 'VIN X is not a valid VIN: bad.' }))).toBe('VIN X is not a valid VIN: bad.');
    expect(vinErrorMessage(new ApiError({ code: 500, status: 500, message: 'boom' }))).toBe(VIN_UNAVAILABLE);
    expect(vinErrorMessage(new ApiError({ code: 'NETWORK_ERROR', message: 'Network Error', isNetworkError: true }))).toBe(VIN_UNAVAILABLE);
    expect(vinErrorMessage(new Error('x'))).toBe(VIN_UNAVAILABLE);
  });
});
