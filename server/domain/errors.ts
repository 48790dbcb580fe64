import { API_CODES, API_MESSAGES, type ApiErrorName } from '@/lib/api/contract/envelope';

/**
 * A known failure from the error catalogue, thrown by the domain. It carries the envelope's code
 * and message but no HTTP status: server/http/error-status.ts maps each name to one, and app.ts
 * turns the error into the envelope in one place.
 */
export class ApiError extends Error {
  readonly code: number;

  constructor(
    readonly name: ApiErrorName,
    readonly detail?: unknown,
    message = API_MESSAGES[name],
  ) {
    super(message);
    this.code = API_CODES[name];
  }
}

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The fields of a params error, as the envelope lists them, from zod's issues. */
export const issueFields = (issues: readonly Issue[]) =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** A schema check that failed outside a route's validator, as the params error it is. */
export const paramsErrorOf = (error: { readonly issues: readonly Issue[] }) =>
  new ApiError('params_error', { fields: issueFields(error.issues) });

/** A params error about one field that a rule (not a schema) refused. */
export const paramsErrorAt = (path: string, message: string) =>
  new ApiError('params_error', { fields: [{ path, message }] });
