import { createMiddleware } from 'hono/factory';
import { ApiError } from '../domain/errors';
import type { AppEnv } from './context';

/** The methods the API answers; anything else (TRACE, PROPFIND, ...) gets 405 with the envelope. */
export const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The 405 envelope. */
export const methodNotAllowed = (method: string) => ({
  code: -1,
  msg: 'params error',
  data: { fields: [{ path: 'method', message: `${method} is not allowed` }] },
});

/**
 * C0 controls except tab, line feed and carriage return, DEL, and the C1 controls. No field of ours
 * holds them, and PostgreSQL refuses NUL in text outright (a 500 before this check).
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

const refuse = (where: string, key: string): never => {
  throw new ApiError('params_error', {
    fields: [{ path: key, message: `control characters are not allowed in the ${where}` }],
  });
};

function checkEntries(where: string, entries: Iterable<[string, unknown]>) {
  for (const [key, value] of entries) {
    if (hasControlCharacters(key)) refuse(where, '');
    if (typeof value === 'string' && hasControlCharacters(value)) refuse(where, key);
  }
}

/** The form fields of a body, whatever its encoding; undefined when it is not a form. */
async function formEntries(request: {
  header(name: string): string | undefined;
  arrayBuffer(): Promise<ArrayBuffer>;
  formData(): Promise<FormData>;
}): Promise<Iterable<[string, unknown]> | undefined> {
  const type = request.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    // Read as bytes: the validator reads the same cached bytes afterwards.
    return new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer())).entries();
  }
  if (type === 'multipart/form-data') {
    try {
      return (await request.formData()).entries();
    } catch {
      throw new ApiError('params_error', { fields: [{ path: '', message: 'malformed form data' }] });
    }
  }
  return undefined;
}

/**
 * Runs first: refuses methods the API does not know, and text with control characters in the query
 * or a form body, as params error before any handler or the database sees it. New endpoints are
 * covered without doing anything.
 */
export const inputGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (!(API_METHODS as readonly string[]).includes(c.req.method)) {
    c.header('Allow', API_METHODS.join(', '));
    return c.json(methodNotAllowed(c.req.method), 405);
  }
  checkEntries(
    'query',
    Object.entries(c.req.queries()).flatMap(([key, values]) =>
      values.map((value) => [key, value] as [string, string]),
    ),
  );
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const entries = await formEntries(c.req);
    if (entries) checkEntries('body', entries);
  }
  await next();
});
