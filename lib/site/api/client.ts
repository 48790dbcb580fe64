import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { CommonParams } from '../../api/contract/common-params';
import type { Envelope } from '../../api/contract/envelope';
import { API_TIMEOUT_MS, apiBaseUrl, CLIENT_ID, formEncode } from './config';
import { ApiClientError, fromEnvelope } from './errors';
import { publicEnv } from '../../env';
import { answerSchema } from './endpoints';
import { fillPath, type Api, type CallOptions, type Query, type SchemaLookup } from './transport';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send the guest token ('Auth_guest') when there is no user token. */
    useGuestToken?: boolean;
  }
}

export type ClientContext = {
  /** the common params of every request, read at call time */
  commonParams: () => Partial<CommonParams>;
  /** tokens the page can read (an app shell may hold them); the site's own are HttpOnly cookies */
  tokens?: () => { auth?: string; guest?: string };
};

/** The axios instance of spec §7: 30 s, cookies, Client-id, common params, form bodies, envelopes. */
export function createApiClient(context: ClientContext, baseURL?: string): AxiosInstance {
  const instance = axios.create({
    baseURL:
      baseURL ??
      (typeof window === 'undefined'
        ? '/api/v1_1'
        : apiBaseUrl(window.location.hostname, publicEnv().NEXT_PUBLIC_API_ORIGIN)),
    timeout: API_TIMEOUT_MS,
    withCredentials: true,
    headers: { 'Client-id': CLIENT_ID },
    transformRequest: [
      (data, headers) => {
        if (data && typeof data === 'object' && !(data instanceof FormData)) {
          headers.set('Content-Type', 'application/x-www-form-urlencoded');
          return formEncode(data as Record<string, unknown>);
        }
        return data;
      },
    ],
  });

  instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    config.params = { ...context.commonParams(), ...config.params };
    const tokens = context.tokens?.() ?? {};
    const token = tokens.auth || (config.useGuestToken ? tokens.guest : undefined);
    if (token) config.headers.set('Access-token', token);
    return config;
  });

  instance.interceptors.response.use(
    (response) => {
      const envelope = response.data as Envelope<unknown>;
      if (envelope?.code !== 200) throw fromEnvelope(envelope?.code ?? 500, envelope?.msg, envelope?.data);
      return response;
    },
    (error: unknown) => {
      if (error instanceof AxiosError) {
        const envelope = error.response?.data as Envelope<unknown> | undefined;
        if (envelope && typeof envelope.code === 'number')
          throw fromEnvelope(envelope.code, envelope.msg, envelope.data);
        if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
          throw new ApiClientError('timeout', 'request timed out');
        }
        throw new ApiClientError('network', error.message);
      }
      throw error;
    },
  );

  return instance;
}

/**
 * The Api (lib/site/api/transport.ts) over an axios instance: GET, POST and DELETE that answer the
 * envelope's data, checked against the endpoint's schema (the endpoint table's, or `schemaOf`'s).
 */
export function apiCalls(instance: AxiosInstance, schemaOf: SchemaLookup = answerSchema): Api {
  const config = (options: CallOptions | undefined) => ({
    params: options?.params,
    useGuestToken: options?.useGuestToken,
    signal: options?.signal,
    headers: options?.headers,
  });
  const get = async (path: string, query?: Query, options?: CallOptions) => {
    const schema = await schemaOf('get', path);
    const { params, ...init } = config(options);
    const answer = await instance.get<Envelope<unknown>>(fillPath(path, options?.path), {
      ...init,
      params: { ...params, ...query },
    });
    return schema.parse(answer.data.data);
  };
  const post = async (path: string, body?: Query, options?: CallOptions) => {
    const schema = await schemaOf('post', path);
    const answer = await instance.post<Envelope<unknown>>(
      fillPath(path, options?.path),
      body ?? {},
      config(options),
    );
    return schema.parse(answer.data.data);
  };
  const remove = async (path: string, options?: CallOptions) => {
    const schema = await schemaOf('delete', path);
    const answer = await instance.delete<Envelope<unknown>>(fillPath(path, options?.path), config(options));
    return schema.parse(answer.data.data);
  };
  // The table types each path's answer (lib/site/api/transport.ts); the calls check it at run time.
  return { get, post, delete: remove } as Api;
}
