/**
 * Reading the search out of a URL query: the readable link parameters (with the API's own names
 * accepted too) or else the spec's encoded `rent_info` parameter. Values come out as raw text; the
 * codec decides what each is worth.
 */
export type QueryInput = URLSearchParams | string | Readonly<Record<string, string | string[] | undefined>>;
export type QueryReader = (key: string) => string | undefined;

const KEYS = {
  pickup: ['pickup', 'pickup_location'],
  dropOff: ['dropoff', 'drop_off_location'],
  from: ['from', 'pickup_date_time'],
  to: ['to', 'drop_off_date_time'],
  age: ['age', 'driver_age'],
} as const;
type Field = keyof typeof KEYS;
export type SearchFields = Partial<Record<Field, string>>;

/** The first value of a key, from a query string, URLSearchParams or Next's searchParams record. */
export function queryReader(query: QueryInput): QueryReader {
  if (typeof query === 'string' || query instanceof URLSearchParams) {
    const params = typeof query === 'string' ? new URLSearchParams(query) : query;
    return (key) => params.get(key) ?? undefined;
  }
  return (key) => {
    const value = Object.hasOwn(query, key) ? query[key] : undefined;
    return Array.isArray(value) ? value[0] : value;
  };
}

/** Every key and value of a query, repeated keys included, in order. */
export function queryEntries(query: QueryInput): [string, string][] {
  if (typeof query === 'string' || query instanceof URLSearchParams) {
    return [...(typeof query === 'string' ? new URLSearchParams(query) : query)];
  }
  return Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((item): [string, string] => [
      key,
      item,
    ]),
  );
}

/** The readable parameters when any is present, else those of `rent_info`, else none. */
export function readSearchFields(get: QueryReader): SearchFields {
  return readableFields(get) ?? encodedFields(get('rent_info')) ?? {};
}

function readableFields(get: QueryReader): SearchFields | undefined {
  const fields: SearchFields = {};
  for (const [field, keys] of Object.entries(KEYS) as [Field, readonly string[]][]) {
    const value = keys.map(get).find((candidate) => candidate !== undefined && candidate !== '');
    if (value !== undefined) fields[field] = value;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** The `rent_info` parameter: JSON of the API's field names, plain or base64url-encoded. */
function encodedFields(raw: string | undefined): SearchFields | undefined {
  if (!raw) return undefined;
  const json = parseJsonObject(raw) ?? parseJsonObject(fromBase64Url(raw));
  if (!json) return undefined;
  const text = (value: unknown) =>
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  return {
    pickup: text(json.pickup_location),
    dropOff: text(json.drop_off_location),
    from: text(json.pickup_date_time),
    to: text(json.drop_off_date_time),
    age: text(json.driver_age),
  };
}

function parseJsonObject(text: string | undefined): Record<string, unknown> | undefined {
  if (!text?.trim().startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function fromBase64Url(text: string): string | undefined {
  if (!/^[\w-]+={0,2}$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/** Every query key a search link may carry (README, 'Deep links'), readable names and the API's own. */
const SEARCH_KEYS = [
  'pickup',
  'dropoff',
  'from',
  'to',
  'age',
  'pickup_location',
  'drop_off_location',
  'pickup_date_time',
  'drop_off_date_time',
  'driver_age',
  'rent_info',
  'default_store',
] as const;

/**
 * Whether the URL names a search at all. When it does not, the form may start from the traveller's
 * last search of this tab instead (SearchForm's `restoreLastSearch`).
 */
export function hasSearchQuery(searchParams: QueryInput): boolean {
  const get = queryReader(searchParams);
  return SEARCH_KEYS.some((key) => Boolean(get(key)?.trim()));
}
