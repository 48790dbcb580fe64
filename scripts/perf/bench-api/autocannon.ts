import { createRequire } from 'node:module';

export type AutocannonResult = {
  requests: { average: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
export type AutocannonRun = PromiseLike<AutocannonResult> & {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};
export type AutocannonRequest = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

// autocannon ships no types; this is the part of its API used here.
export const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  requests?: { setupRequest: (request: AutocannonRequest) => AutocannonRequest }[];
}) => AutocannonRun;
