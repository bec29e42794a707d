import { jest } from '@jest/globals';
import type { ApiClient } from '../api';

type Answer = unknown | Error | ((body: unknown) => unknown);

/** A test double of the API client answering by method and path; records every call. */
export function scriptedApi(answers: Record<string, Answer>) {
  const calls: Array<[string, string, unknown]> = [];
  const answer = (method: string) => async (path: string, body?: unknown) => {
    calls.push([method, path, body]);
    const key = `${method} ${path}`;
    if (!(key in answers)) throw new Error(`unexpected ${key}`);
    const value = answers[key];
    if (value instanceof Error) throw value;
    return typeof value === 'function' ? (value as (b: unknown) => unknown)(body) : value;
  };
  const api = {
    baseURL: 'http://api.test',
    get: jest.fn(answer('GET')),
    post: jest.fn(answer('POST')),
    put: jest.fn(answer('PUT')),
    delete: jest.fn(answer('DELETE')),
  } as unknown as ApiClient;
  return { api, calls };
}
