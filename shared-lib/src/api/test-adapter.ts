// Test helper (not exported from index): a fake axios transport that records the
// final request config axios hands to an adapter and answers like a real adapter.
import axios, { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export interface Reply {
  status?: number;
  data?: unknown;
}

type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

export function testAdapter(handler: Handler = () => ({ data: { code: 200, data: 'ok' } })) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const reply = await handler(config);
    const status = reply.status ?? 200;
    const response: AxiosResponse = { data: reply.data, status, statusText: '', headers: {}, config, request: {} };
    // Real adapters reject invalid statuses themselves (axios' settle()).
    if (config.validateStatus && !config.validateStatus(status)) {
      const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
    }
    return response;
  };
  const last = (): InternalAxiosRequestConfig => {
    const call = calls.at(-1);
    if (!call) throw new Error('no request was made');
    return call;
  };
  return {
    adapter,
    calls,
    last,
    /** Full URL axios would request, params serialised with the client's serializer. */
    lastUrl: () => axios.getUri(last()),
    lastHeader: (name: string) => last().headers.get(name),
  };
}

export const timeoutError = (config: InternalAxiosRequestConfig) =>
  new AxiosError('timeout of 10000ms exceeded', AxiosError.ECONNABORTED, config);

export const networkError = (config: InternalAxiosRequestConfig) =>
  new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
