import fc from 'fast-check';
import { CONTENT_TYPES, encodeBody, valueFor, type FuzzCase } from './inputs';
import type { Field, FuzzOperation } from './openapi-operations';
import type { ValidRequest } from './valid-requests';

/**
 * One change to a valid request: the request itself, another value its schema allows (an enum's
 * other literal), or one part broken: a field dropped, replaced, doubled or added, a nested value
 * of a JSON field changed, the identity dropped, forged or swapped for another traveller's, the
 * Idempotency-Key dropped, forged or reused with another body, the path parameter or the body's
 * encoding changed. Exactly one part differs from the valid request, so an answer says which part
 * the handler refused.
 */
export type Mutation =
  | { kind: 'valid' }
  | { kind: 'variant'; where: Where; field: string; value: string }
  | { kind: 'drop'; where: Where; field: string }
  | { kind: 'replace'; where: Where; field: string; value: string }
  | { kind: 'duplicate'; where: Where; field: string; value: string }
  | { kind: 'extra'; where: Where; field: string; value: string }
  | { kind: 'nested'; field: string; path: (string | number)[]; value: unknown }
  | { kind: 'identity'; to: 'none' | 'forged' | 'other' }
  | { kind: 'key'; to: 'none' | 'forged' | 'reused' }
  | { kind: 'path'; value: string }
  | { kind: 'encoding'; contentType: (typeof CONTENT_TYPES)[number] };

type Where = 'query' | 'body';

/**
 * The value a form field is sent as: objects and arrays as JSON, as the site's formEncode does; a
 * function is called for each case (a new e-mail, code or plate, so a case is not refused only
 * because an earlier one took it).
 */
export const formValue = (value: unknown): string =>
  typeof value === 'function'
    ? String((value as () => unknown)())
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value);

const fieldsOf = (operation: FuzzOperation, where: Where): Field[] =>
  (where === 'query' ? operation.query : operation.body) ?? [];

/** The paths into a JSON value (objects and arrays), a level or two deep. */
function nestedPaths(value: unknown, depth = 0): (string | number)[][] {
  if (typeof value !== 'object' || value === null || depth > 2) return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return entries.flatMap(([key, inner]) => [[key], ...nestedPaths(inner, depth + 1).map((p) => [key, ...p])]);
}

const NESTED_VALUES = fc.oneof(
  valueFor(undefined),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, [], {}, -1, 0, 1e308, '', '1990-02-30', '__proto__'),
  fc.constant(undefined), // the key removed
);

/** The mutations of one operation's valid request, weighted towards those that reach the logic. */
export function mutations(operation: FuzzOperation, valid: ValidRequest): fc.Arbitrary<Mutation> {
  const present = (['query', 'body'] as Where[]).flatMap((where) =>
    Object.keys(valid[where] ?? {}).map((field) => ({ where, field })),
  );
  const documented = (['query', 'body'] as Where[]).flatMap((where) =>
    fieldsOf(operation, where).map((field) => ({ where, field })),
  );
  const withLiterals = documented.filter(({ field }) => field.literals.length > 1);
  const literalField = (where: Where, name: string) =>
    fieldsOf(operation, where).find((f) => f.name === name);
  const jsonFields = Object.entries(valid.body ?? {}).filter(
    ([, value]) => typeof value === 'object' && value !== null && nestedPaths(value).length > 0,
  );
  const options: { arbitrary: fc.Arbitrary<Mutation>; weight: number }[] = [
    { arbitrary: fc.constant({ kind: 'valid' }), weight: 3 },
  ];
  if (withLiterals.length)
    options.push({
      arbitrary: fc
        .constantFrom(...withLiterals)
        .chain(({ where, field }) =>
          fc
            .constantFrom(...field.literals)
            .map((value): Mutation => ({ kind: 'variant', where, field: field.name, value })),
        ),
      weight: 3,
    });
  if (present.length) {
    const picked = fc.constantFrom(...present);
    options.push(
      { arbitrary: picked.map(({ where, field }): Mutation => ({ kind: 'drop', where, field })), weight: 2 },
      {
        arbitrary: picked.chain(({ where, field }) =>
          valueFor(literalField(where, field)).map((value): Mutation => ({
            kind: 'replace',
            where,
            field,
            value,
          })),
        ),
        weight: 8,
      },
      {
        arbitrary: picked.chain(({ where, field }) =>
          valueFor(literalField(where, field)).map((value): Mutation => ({
            kind: 'duplicate',
            where,
            field,
            value,
          })),
        ),
        weight: 1,
      },
    );
  }
  options.push({
    arbitrary: fc
      .tuple(
        fc.constantFrom<Where>(...(operation.body ? (['query', 'body'] as const) : (['query'] as const))),
        fc.oneof(
          fc.constantFrom(...documented.map(({ field }) => field.name), 'user_id', 'constructor'),
          fc.string({ maxLength: 12 }),
        ),
        valueFor(undefined),
      )
      .map(([where, field, value]): Mutation => ({ kind: 'extra', where, field, value })),
    weight: 2,
  });
  if (jsonFields.length)
    options.push({
      arbitrary: fc
        .constantFrom(...jsonFields)
        .chain(([field, value]) =>
          fc
            .tuple(fc.constantFrom(...nestedPaths(value)), NESTED_VALUES)
            .map(([path, inner]): Mutation => ({ kind: 'nested', field, path, value: inner })),
        ),
      weight: 4,
    });
  if (valid.identity)
    options.push({
      arbitrary: fc.constantFrom<Mutation>(
        ...(['none', 'forged', 'other'] as const).map((to): Mutation => ({ kind: 'identity', to })),
      ),
      weight: 2,
    });
  if (takesIdempotencyKey(operation))
    options.push({
      arbitrary: fc.constantFrom<Mutation>(
        ...(['none', 'forged', 'reused'] as const).map((to): Mutation => ({ kind: 'key', to })),
      ),
      weight: 2,
    });
  if (valid.path)
    options.push({
      arbitrary: fc
        .oneof(
          valueFor(undefined),
          fc.constantFrom('0', '-1', '999999999', '2147483648', '1.5', '%2e%2e', '{id}'),
        )
        .map((value): Mutation => ({ kind: 'path', value })),
      weight: 1,
    });
  if (valid.body)
    options.push({
      arbitrary: fc
        .constantFrom(...CONTENT_TYPES.slice(1))
        .map((contentType): Mutation => ({ kind: 'encoding', contentType })),
      weight: 1,
    });
  return fc.oneof(...options);
}

export const takesIdempotencyKey = (operation: FuzzOperation) =>
  operation.headers.some((header) => header.name.toLowerCase() === 'idempotency-key');

/** A deep copy with the value at `path` replaced (undefined: removed). */
function withNested(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy: unknown = structuredClone(value);
  let at = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (replacement === undefined) delete at[last];
  else at[last] = replacement;
  return copy;
}

export type Identities = { other: Record<string, string>; forged: Record<string, string> };

/** The request a mutation of the valid request makes. */
export function mutatedRequest(
  operation: FuzzOperation,
  valid: ValidRequest,
  mutation: Mutation,
  context: { identities: Identities; reusedKey: string; freshKey: string },
): { url: string; init: RequestInit; shown: FuzzCase | Record<string, unknown> } {
  const query: [string, string][] = Object.entries(valid.query ?? {}).map(([k, v]): [string, string] => [
    k,
    formValue(v),
  ]);
  let body: [string, string][] | undefined = valid.body
    ? Object.entries(valid.body).map(([k, v]): [string, string] => [k, formValue(v)])
    : undefined;
  const listOf = (where: Where) => (where === 'query' ? query : (body ??= []));
  const headers = new Headers({ ...valid.headers });
  let identity = valid.identity;
  let key: string | undefined = takesIdempotencyKey(operation) ? context.freshKey : undefined;
  let pathValue = valid.path?.id;
  let contentType: (typeof CONTENT_TYPES)[number] = 'application/x-www-form-urlencoded';
  switch (mutation.kind) {
    case 'valid':
      break;
    case 'variant':
    case 'replace': {
      const list = listOf(mutation.where);
      const index = list.findIndex(([k]) => k === mutation.field);
      if (index >= 0) list[index] = [mutation.field, mutation.value];
      else list.push([mutation.field, mutation.value]);
      break;
    }
    case 'drop': {
      const list = listOf(mutation.where);
      list.splice(
        list.findIndex(([k]) => k === mutation.field),
        1,
      );
      break;
    }
    case 'duplicate':
    case 'extra':
      listOf(mutation.where).push([mutation.field, mutation.value]);
      break;
    case 'nested': {
      const list = listOf('body');
      const index = list.findIndex(([k]) => k === mutation.field);
      list[index] = [
        mutation.field,
        formValue(withNested(valid.body![mutation.field], mutation.path, mutation.value)),
      ];
      break;
    }
    case 'identity':
      identity = mutation.to === 'none' ? undefined : context.identities[mutation.to];
      break;
    case 'key':
      key =
        mutation.to === 'none' ? undefined : mutation.to === 'forged' ? 'x'.repeat(300) : context.reusedKey;
      break;
    case 'path':
      pathValue = mutation.value;
      break;
    case 'encoding':
      contentType = mutation.contentType;
      break;
  }
  for (const [name, value] of Object.entries(identity ?? {})) headers.set(name, value);
  if (key !== undefined) headers.set('Idempotency-Key', key);
  const path = operation.path.replace('{id}', encodeURIComponent(pathValue ?? ''));
  const url = new URL(`http://localhost${path}`);
  for (const [k, v] of query) url.searchParams.append(k, v);
  let sent: RequestInit['body'];
  if (body && operation.method !== 'GET' && operation.method !== 'DELETE') {
    const encoded = encodeBody(contentType, body)!;
    if (encoded.contentType) headers.set('Content-Type', encoded.contentType);
    sent = encoded.text;
  }
  return {
    url: url.toString(),
    init: { method: operation.method, headers, body: sent },
    shown: { mutation, query, body: body?.map(([k, v]) => [k, v.length > 80 ? `${v.slice(0, 60)}…` : v]) },
  };
}
