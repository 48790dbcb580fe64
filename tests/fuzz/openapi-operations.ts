/** The operations of the API's OpenAPI document, reduced to what the fuzzer varies. */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
};

type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** One input field: its name and the literal values its schema lists (enums), if any. */
export type Field = { name: string; required: boolean; type: string; literals: string[] };

export type FuzzOperation = {
  method: string;
  path: string;
  query: Field[];
  headers: Field[];
  /** the fields of a form body; undefined when the operation takes no body */
  body: Field[] | undefined;
  /** the documented answers of 200 that are files, not the envelope (a CSV report, a voucher page) */
  downloads: string[];
};

const literalsOf = (schema: Schema | undefined): string[] => [
  ...(schema?.enum ?? []).map(String),
  ...[...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])].flatMap(literalsOf),
];

const typeOf = (schema: Schema | undefined): string => {
  const type = schema?.type ?? schema?.anyOf?.[0]?.type ?? schema?.oneOf?.[0]?.type ?? 'string';
  return Array.isArray(type) ? (type[0] ?? 'string') : type;
};

const field = (name: string, required: boolean, schema: Schema | undefined): Field => ({
  name,
  required,
  type: typeOf(schema),
  literals: literalsOf(schema),
});

/** Every operation of the document, so a new endpoint is fuzzed without touching the harness. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const fieldsIn = (where: string) =>
        parameters.filter((p) => p.in === where).map((p) => field(p.name, p.required ?? false, p.schema));
      const form = operation.requestBody?.content?.['application/x-www-form-urlencoded']?.schema;
      const body = form
        ? Object.entries(form.properties ?? {}).map(([name, schema]) =>
            field(name, form.required?.includes(name) ?? false, schema),
          )
        : undefined;
      return {
        method: method.toUpperCase(),
        path,
        query: fieldsIn('query'),
        headers: fieldsIn('header'),
        body,
        downloads: Object.keys(operation.responses?.['200']?.content ?? {}).filter(
          (type) => type !== 'application/json',
        ),
      };
    }),
  );
}
