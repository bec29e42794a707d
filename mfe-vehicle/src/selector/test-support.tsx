import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { ApiError, US_MARKET, serializeParams, type ApiClient, type QueryParams, type RemoteParcelProps } from '@axlebay/shared-lib';
import { RemoteContext } from '@axlebay/shared-lib';
import { noExposedModules, recordingNavigation, recordingSession } from '@axlebay/shared-lib/testing';
import type { ReactNode } from 'react';
import { TAXONOMY_API } from './taxonomy-client';
import type { VinDecodeAnswer } from './vin';

type Answer = unknown | Error | ((body: unknown) => unknown);

/**
 * A scripted API client double. Answers are keyed `METHOD path` or, for calls with query params,
 * `METHOD path?query` (tried first). Unscripted calls reject; every call is recorded as `METHOD path[?query]`.
 */
export function scriptedApi(answers: Record<string, Answer>) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const answer = (method: string) => async (path: string, paramsOrBody?: unknown) => {
    const query = method === 'GET' || method === 'DELETE' ? serializeParams(paramsOrBody as QueryParams | undefined) : '';
    const withQuery = query ? `${method} ${path}?${query}` : `${method} ${path}`;
    calls.push(withQuery);
    bodies.push(paramsOrBody);
    const key = withQuery in answers ? withQuery : `${method} ${path}`;
    if (!(key in answers)) throw new ApiError({ code: 404, status: 404, message: `unexpected ${withQuery}` });
    const value = answers[key];
    if (value instanceof Error) throw value;
    return typeof value === 'function' ? (value as (b: unknown) => unknown)(paramsOrBody) : value;
  };
  const api = {
    baseURL: 'http://api.test',
    get: jest.fn(answer('GET')),
    post: jest.fn(answer('POST')),
    put: jest.fn(answer('PUT')),
    delete: jest.fn(answer('DELETE')),
    request: jest.fn(async () => {
      throw new Error('request() is not scripted');
    }),
  } as unknown as ApiClient;
  return { api, calls, bodies, answers };
}

/** A node of the fixture taxonomy: [id, text, children?, certain?]. */
export type Node = [id: number, text: string, children?: Node[], certain?: boolean];

/**
 * A small taxonomy:
 * - 2020 → Toyota → Camry → LE → 2.5L I4 (only engine); XSE → 2.5L I4, 3.5L V6 (unconfirmed)
 *                  → Corolla (no trims: "None listed")
 *        → Honda → Accord → EX-L (unconfirmed) → 1.5L I4; Sport → 2.0L I4
 * - 2019 → Tesla (only make) → Model 3 → All Trims → Electric
 * - 2018 → Toyota → Corolla → LE (only trim) → 1.8L I4 (only engine)
 *        → Ford → F-150 (no trims)
 */
export const TAXONOMY: Node[] = [
  [100, '2020', [
    [110, 'Toyota', [
      [111, 'Camry', [
        [1111, 'LE', [[11111, '2.5L I4']]],
        [1112, 'XSE', [[11121, '2.5L I4'], [11122, '3.5L V6', [], false]]],
      ]],
      [112, 'Corolla', []],
    ]],
    [120, 'Honda', [
      [121, 'Accord', [
        [1211, 'EX-L', [[12111, '1.5L I4', [], false]], false],
        [1212, 'Sport', [[12121, '2.0L I4']]],
      ]],
    ]],
  ]],
  [200, '2019', [[210, 'Tesla', [[211, 'Model 3', [[2111, 'All Trims', [[21111, 'Electric']]]]]]]]],
  [300, '2018', [
    [310, 'Toyota', [[311, 'Corolla', [[3111, 'LE', [[31111, '1.8L I4']]]]]]],
    [320, 'Ford', [[321, 'F-150', []]]],
  ]],
];

function asOptions(nodes: Node[], level: number) {
  return nodes.map(([id, text, , certain]) => ({ id, value: text, text, level, certain: certain ?? true, defaultValue: nodes.length === 1 }));
}

export const STEP_MAP = {
  1: { key: 'year', name: 'Year', prompt: 'Select Year' },
  2: { key: 'make', name: 'Make', prompt: 'Select Make' },
  3: { key: 'model', name: 'Model', prompt: 'Select Model' },
  4: { key: 'trim', name: 'Trim', prompt: 'Select Trim' },
  5: { key: 'engine', name: 'Engine', prompt: 'Select Engine' },
};

export const childrenKey = (parentId: number | 'root') =>
  parentId === 'root' ? `GET ${TAXONOMY_API.children}?level=1` : `GET ${TAXONOMY_API.children}?parentId=${parentId}`;

/** Scripted answers for the step map and every list of a taxonomy. */
export function taxonomyAnswers(tree: Node[] = TAXONOMY): Record<string, Answer> {
  const answers: Record<string, Answer> = { [`GET ${TAXONOMY_API.stepMap}`]: STEP_MAP, [childrenKey('root')]: asOptions(tree, 1) };
  const walk = (nodes: Node[], level: number) => {
    for (const [id, , children = []] of nodes) {
      answers[childrenKey(id)] = asOptions(children, level + 1);
      walk(children, level + 1);
    }
  };
  walk(tree, 1);
  return answers;
}

/** Renders a component inside the context a remote's parcel root provides, with this API client (kept on rerender). */
export function renderWithApi(ui: ReactNode, api: ApiClient) {
  // Only `api` is read by the selector; the rest is the usual test doubles (the contract may grow).
  const props = {
    route: { name: 'garage', page: 'garage', pattern: '/myGarage', pathname: '/myGarage', params: {}, query: {} },
    navigation: recordingNavigation(),
    api,
    market: US_MARKET,
    session: recordingSession(),
    exposed: noExposedModules,
  } satisfies Partial<RemoteParcelProps> as unknown as RemoteParcelProps;
  const wrapper = ({ children }: { children: ReactNode }) => <RemoteContext.Provider value={props}>{children}</RemoteContext.Provider>;
  return render(ui, { wrapper });
}

/** The decode answer for the sample VIN 2T1BURHE0JC014035 (wrong check digit), on the fixture's 2018 Corolla. */
export const COROLLA_ANSWER: VinDecodeAnswer = {
  vin: '2T1BURHE0JC014035',
  year: 2018,
  make: 'Toyota',
  model: 'Corolla',
  trim: 'LE',
  engine: '1.8L I4',
  engineDetails: { displacementL: 1.8, cylinders: 4, configuration: 'In-Line' },
  checkDigit: { valid: false, expected: '9', actual: '0' },
  warnings: ['Invalid check digit'],
  vehicle: {
    year: { id: 300, name: '2018' },
    make: { id: 310, name: 'Toyota' },
    model: { id: 311, name: 'Corolla' },
    trim: { id: 3111, name: 'LE' },
    engine: { id: 31111, name: '1.8L I4' },
    makeId: 448,
    modelId: 2208,
    level: 5,
    attributeValueId: 31111,
    certain: true,
  },
};
