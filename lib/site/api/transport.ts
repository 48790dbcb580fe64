import type { z } from 'zod';
import type { CommonParams } from '../../api/contract/common-params';
import type { endpoints } from './endpoints';

type Endpoints = typeof endpoints;
export type Method = keyof Endpoints;
/** A path the site calls with this method (the keys of lib/site/api/endpoints.ts). */
export type PathOf<M extends Method> = keyof Endpoints[M] & string;
/** The checked answer of a call: the envelope's data as its schema parses it. */
export type AnswerOf<M extends Method, P extends PathOf<M>> = Endpoints[M][P] extends () => Promise<
  infer S extends z.ZodType
>
  ? z.output<S>
  : never;

export type CallOptions = {
  /** the common params of spec §7 for this call, over the transport's own (region, locale, ...) */
  params?: Partial<CommonParams>;
  /** send the guest token ('Auth_guest') when there is no user token */
  useGuestToken?: boolean;
  signal?: AbortSignal;
  /** headers of this call, e.g. Idempotency-Key for a booking */
  headers?: Record<string, string>;
  /** values of the path's parameters: { id: 7 } for '/user/drivers/{id}' */
  path?: Record<string, string | number>;
};

export type Query = Record<string, unknown>;

/** Where a transport finds the schema of a call's answer: the endpoint table (answerSchema), or a test's. */
export type SchemaLookup = (method: Method, path: string) => Promise<z.ZodType>;

/**
 * The v1_1 API as the site's features call it, the same on both sides: the browser's client
 * (axios, the visitor's cookies; lib/site/api/lazy-browser.ts) and the server's reader (in-process or
 * API_ORIGIN; lib/site/api/server.ts). A feature's fetcher takes one and names a path; it never sees a
 * schema, a URL or an envelope.
 */
export type Api = {
  get<P extends PathOf<'get'>>(path: P, query?: Query, options?: CallOptions): Promise<AnswerOf<'get', P>>;
  post<P extends PathOf<'post'>>(path: P, body?: Query, options?: CallOptions): Promise<AnswerOf<'post', P>>;
  delete<P extends PathOf<'delete'>>(path: P, options?: CallOptions): Promise<AnswerOf<'delete', P>>;
};

/** '/user/drivers/{id}' with { id: 7 } is '/user/drivers/7'; a missing value is a programming error. */
export function fillPath(path: string, values: CallOptions['path'] = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new TypeError(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
