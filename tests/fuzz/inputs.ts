import fc from 'fast-check';
import type { Field, FuzzOperation } from './openapi-operations';

/** Text that has broken web APIs before: SQL and JSON metacharacters, markup, escapes. */
const META = [
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  '\\',
  '%',
  '%00',
  '%zz',
  '{"$ne":null}',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'null',
  'undefined',
  'true',
];

const NUMBERS = [
  '-1',
  '0',
  '-0',
  '1e309',
  '9'.repeat(400),
  'NaN',
  'Infinity',
  '0x10',
  '1.5',
  '2147483648',
  '-9007199254740993',
];

const DATES = [
  '2026-02-30 10:00',
  '0000-00-00 00:00',
  '9999-12-31 23:59',
  '1970-01-01',
  '2026-13-01 25:61',
  'yesterday',
  '2026-06-01T10:00:00Z',
  '20260601',
];

/** The 100 KB strings, made once. */
const HUGE = ['a'.repeat(100_000), '中'.repeat(35_000), '\u0000'.repeat(1_000), '🚗'.repeat(25_000)];

const CONTROL = fc.string({
  unit: fc.integer({ min: 0, max: 0x9f }).map((code) => String.fromCharCode(code)),
});

/** Any value a field might be sent: its own literals, then everything it should refuse. */
export const valueFor = (field: Field | undefined): fc.Arbitrary<string> =>
  fc.oneof(
    // Weights out of 200: a 100 KB string in about one case in twenty-five, not in most of them.
    { arbitrary: field?.literals.length ? fc.constantFrom(...field.literals) : fc.string(), weight: 60 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 30 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 15 },
    { arbitrary: CONTROL, weight: 15 },
    { arbitrary: fc.constantFrom(...META), weight: 25 },
    { arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map(String), weight: 20 },
    { arbitrary: fc.constantFrom(...NUMBERS), weight: 14 },
    { arbitrary: fc.constantFrom(...DATES), weight: 14 },
    { arbitrary: fc.constant(''), weight: 6 },
    { arbitrary: fc.constantFrom(...HUGE), weight: 1 },
  );

/** A field sent zero, one or several times (duplicated and array params), or under an array name. */
const occurrences = (field: Field): fc.Arbitrary<[string, string][]> =>
  fc.oneof(
    { arbitrary: fc.constant<[string, string][]>([]), weight: field.required ? 1 : 3 },
    { arbitrary: valueFor(field).map((v): [string, string][] => [[field.name, v]]), weight: 6 },
    {
      arbitrary: fc
        .array(valueFor(field), { minLength: 2, maxLength: 3 })
        .map((vs) => vs.map((v): [string, string] => [field.name, v])),
      weight: 1,
    },
    { arbitrary: valueFor(field).map((v): [string, string][] => [[`${field.name}[]`, v]]), weight: 1 },
  );

/** Known fields in their varied forms plus a few names nobody documented. */
const pairs = (fields: Field[]): fc.Arbitrary<[string, string][]> =>
  fc
    .tuple(
      fc.tuple(...fields.map(occurrences)),
      fc.array(
        fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...META)), valueFor(undefined)),
        {
          maxLength: 2,
        },
      ),
    )
    .map(([known, extra]) => [...known.flat(), ...extra]);

export type FuzzCase = {
  query: [string, string][];
  headers: Record<string, string>;
  body?: { contentType: string | undefined; text: string | FormData };
};

export const CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=utf-8',
  'multipart/form-data',
  'application/json',
  'text/plain',
  'application/xml',
  'garbage',
  undefined,
] as const;

export function encodeBody(
  contentType: (typeof CONTENT_TYPES)[number],
  fields: [string, string][],
): FuzzCase['body'] {
  if (contentType === 'multipart/form-data') {
    const form = new FormData();
    for (const [key, value] of fields) form.append(key, value);
    return { contentType: undefined, text: form }; // fetch sets the boundary
  }
  if (contentType === 'application/json')
    return { contentType, text: JSON.stringify(Object.fromEntries(fields)) };
  return { contentType, text: new URLSearchParams(fields).toString() };
}

/** The generated requests of one operation. */
export function fuzzCases(operation: FuzzOperation): fc.Arbitrary<FuzzCase> {
  const headerFields = operation.headers;
  return fc.record({
    query: pairs(operation.query),
    headers: fc
      .tuple(
        ...headerFields.map((h) =>
          fc.option(
            valueFor(h).filter((v) => /^[\t\x20-\x7e]*$/.test(v)),
            { nil: undefined },
          ),
        ),
      )
      .map((values) =>
        Object.fromEntries(
          headerFields.flatMap((h, i) =>
            values[i] === undefined ? [] : [[h.name, values[i]!.trim()] as const],
          ),
        ),
      ),
    body: operation.body
      ? fc
          .tuple(
            fc.oneof(
              { arbitrary: fc.constant(CONTENT_TYPES[0]), weight: 6 },
              { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 2 },
            ),
            pairs(operation.body),
          )
          .map(([type, fields]) => encodeBody(type, fields))
      : fc.constant(undefined),
  });
}
