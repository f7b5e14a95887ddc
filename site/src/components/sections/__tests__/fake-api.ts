/**
 * The API as the site's forms see it in unit tests, intercepted at the axios client's adapter:
 * canned answers (200, 500, unreachable, a refusal in the API's error shape) and an adapter that
 * records every request before answering it.
 */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export type Answer = (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>;

export interface SentRequest<Body> {
  method?: string;
  url?: string;
  body: Body;
}

export const ok: Answer = async (config) => ({ data: { success: true }, status: 200, statusText: 'OK', headers: {}, config });

export const status500: Answer = async (config) => {
  const response = { data: { error: { status: 500 } }, status: 500, statusText: 'Internal Server Error', headers: {}, config };
  throw new AxiosError('Request failed with status code 500', AxiosError.ERR_BAD_RESPONSE, config, null, response);
};

export const unreachable: Answer = async (config) => {
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
};

/** A 400 in the API's one error shape, with the server's message. */
export const refused =
  (message: string): Answer =>
  async (config) => {
    const data = { error: { status: 400, name: 'ValidationError', message, details: {} } };
    const response = { data, status: 400, statusText: 'Bad Request', headers: {}, config };
    throw new AxiosError('Request failed with status code 400', AxiosError.ERR_BAD_REQUEST, config, null, response);
  };

/** Records each request (method, URL, JSON body), then answers it with the answer `current()` names at that moment. */
export const recordingAdapter =
  <Body>(record: (request: SentRequest<Body>) => void, current: () => Answer): AxiosAdapter =>
  (config) => {
    record({ method: config.method, url: `${config.baseURL}${config.url}`, body: JSON.parse(config.data as string) as Body });
    return current()(config);
  };
