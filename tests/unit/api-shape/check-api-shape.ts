import ts from 'typescript';

/**
 * The one shape of a feature's API calls (bulletproof-react's), checked from the source:
 *
 * In an api file (`features/<feature>/api/*.ts`, `components/<part>/api/*.ts`):
 * - a fetcher takes the `Api` (lib/site/api/transport.ts) first and names a path;
 * - a read has `get<Thing>` with `get<Thing>QueryOptions` (built with queryOptions, which owns the
 *   key) and, unless the file is server-only, `use<Thing>` reading them with a react-query hook;
 * - a write `<verb><Thing>` has `use<Verb><Thing>`, a useMutation;
 * - besides those only types, UPPER_CASE constants and `to<Site>` mappers are exported.
 * Everywhere else on the site (features, components, app):
 * - no fetcher is imported (a component or hook uses the api file's hook or queryOptions);
 * - no react-query hook is called (a hook that reads or writes the API lives in its api file);
 * - no query key is written by hand (`queryKey: [...]` belongs inside queryOptions);
 * - components of a feature never import the contract (they read the site's own types).
 */
export type SourceFile = { path: string; text: string };
export type Violation = { path: string; message: string };

const QUERY_HOOKS = [
  'useQuery',
  'useSuspenseQuery',
  'useQueries',
  'useSuspenseQueries',
  'useInfiniteQuery',
  'useSuspenseInfiniteQuery',
];
const REACT_QUERY_HOOKS = [...QUERY_HOOKS, 'useMutation'];

export const isApiFile = (path: string) =>
  /^(features|components)\/[^/]+(\/[^/]+)*\/api\/[^/]+\.tsx?$/.test(path);

type Exported = { name: string; node: ts.Node; kind: 'value' | 'type' };

function parse(file: SourceFile) {
  const kind = file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, kind);
}

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

function exportsOf(source: ts.SourceFile, violations: Violation[]): Exported[] {
  const found: Exported[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      violations.push({
        path: source.fileName,
        message: 're-exports hide where things live: declare the fetcher, its queryOptions and hook here',
      });
      continue;
    }
    if (!hasExport(statement)) continue;
    if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) {
      found.push({ name: statement.name.text, node: statement, kind: 'type' });
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      found.push({ name: statement.name.text, node: statement, kind: 'value' });
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) {
          found.push({ name: declaration.name.text, node: declaration, kind: 'value' });
        }
      }
    } else if (ts.isClassDeclaration(statement) && statement.name) {
      found.push({ name: statement.name.text, node: statement, kind: 'value' });
    }
  }
  return found;
}

/** The function an export is: a declaration, or a const holding an arrow or function expression. */
function functionOf(node: ts.Node): ts.SignatureDeclaration | null {
  if (ts.isFunctionDeclaration(node)) return node;
  if (ts.isVariableDeclaration(node) && node.initializer) {
    const init = node.initializer;
    if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
  }
  return null;
}

/** A fetcher's first parameter is the Api (or a part of it). */
function takesApi(fn: ts.SignatureDeclaration): boolean {
  const first = fn.parameters[0];
  if (!first?.type) return false;
  return /^(Api|Pick<Api,.*>)$/.test(first.type.getText().replace(/\s+/g, ' '));
}

function calls(node: ts.Node, names: readonly string[]): boolean {
  let found = false;
  const visit = (child: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(child)) {
      const callee = child.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : null;
      if (name && names.includes(name)) {
        found = true;
        return;
      }
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const isHookName = (name: string) => /^use[A-Z]/.test(name);
const isQueryOptionsName = (name: string) => /^get[A-Z]\w*QueryOptions$/.test(name);
const isMapperName = (name: string) => /^to[A-Z]/.test(name);
const isConstantName = (name: string) => /^[A-Z][A-Z0-9_]*$/.test(name);

/** The fetchers an api file exports, by name: what no other file may call directly. */
export function fetchersOf(file: SourceFile): string[] {
  const source = parse(file);
  return exportsOf(source, [])
    .filter((entry) => entry.kind === 'value')
    .filter((entry) => {
      const fn = functionOf(entry.node);
      return fn !== null && takesApi(fn) && !isQueryOptionsName(entry.name) && !isHookName(entry.name);
    })
    .map((entry) => entry.name);
}

export function checkApiFile(file: SourceFile): Violation[] {
  const violations: Violation[] = [];
  const source = parse(file);
  const problem = (message: string) => violations.push({ path: file.path, message });
  const serverOnly = /^\s*import 'server-only';/m.test(file.text);
  const exported = exportsOf(source, violations);
  const values = new Map(exported.filter((e) => e.kind === 'value').map((e) => [e.name, e.node]));

  const fetchers: string[] = [];
  for (const [name, node] of values) {
    const fn = functionOf(node);
    if (isQueryOptionsName(name)) {
      if (!fn || !calls(fn, ['queryOptions']))
        problem(`${name} must be built with react-query's queryOptions`);
      if (!fn || !takesApi(fn)) problem(`${name} takes the Api first, as its fetcher does`);
      continue;
    }
    if (isHookName(name)) {
      if (!fn || !calls(fn, REACT_QUERY_HOOKS)) {
        problem(
          `${name} is hand-rolled: a hook of an api file reads with useQuery or writes with useMutation`,
        );
      }
      continue;
    }
    if (fn && takesApi(fn)) {
      fetchers.push(name);
      continue;
    }
    if (isMapperName(name) || isConstantName(name)) continue;
    problem(`${name} is not part of the api shape (fetcher, queryOptions, hook, to-site mapper, constant)`);
  }
  if (fetchers.length === 0) problem('an api file has a fetcher that takes the Api first');

  for (const fetcher of fetchers) {
    if (fetcher.startsWith('get')) {
      const options = `${fetcher}QueryOptions`;
      if (!values.has(options)) problem(`the read ${fetcher} has no ${options}`);
      const hook = `use${fetcher.slice(3)}`;
      if (serverOnly) {
        if (values.has(hook)) problem(`${hook}: a server-only file has no browser hook`);
      } else {
        const hookNode = values.get(hook);
        if (!hookNode) problem(`the read ${fetcher} has no ${hook}`);
        else if (!calls(hookNode, QUERY_HOOKS)) problem(`${hook} reads ${options} with a react-query hook`);
        else if (!calls(hookNode, [options])) problem(`${hook} reads ${options}`);
      }
    } else {
      const hook = `use${capitalize(fetcher)}`;
      if (serverOnly) continue;
      const hookNode = values.get(hook);
      if (!hookNode) problem(`the write ${fetcher} has no ${hook} (a useMutation)`);
      else if (!calls(hookNode, ['useMutation'])) problem(`${hook} is a useMutation`);
    }
  }
  violations.push(...handTypedKeys(file.path, source));
  return violations;
}

/** `queryKey: [...]` outside queryOptions(...): a key typed by hand. */
function handTypedKeys(path: string, source: ts.SourceFile): Violation[] {
  const violations: Violation[] = [];
  const visit = (node: ts.Node, insideOptions: boolean) => {
    let inside = insideOptions;
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'queryOptions'
    ) {
      inside = true;
    }
    if (
      !inside &&
      ts.isPropertyAssignment(node) &&
      node.name.getText() === 'queryKey' &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      violations.push({ path, message: 'a query key typed by hand: use …QueryOptions(…).queryKey' });
    }
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(source, false);
  return violations;
}

/** Resolves an import specifier of `from` to a repository path without extension, or null (a package). */
export function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return null;
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '.' || part === '') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

const stripExtension = (path: string) => path.replace(/\.tsx?$/, '');

/**
 * A file of the site outside the api files: it imports no fetcher, calls no react-query hook,
 * types no query key, and (a feature's component) reads no contract type.
 */
export function checkSiteFile(file: SourceFile, fetchersByModule: ReadonlyMap<string, readonly string[]>) {
  const violations: Violation[] = [];
  const source = parse(file);
  const problem = (message: string) => violations.push({ path: file.path, message });
  const featureComponent = /^features\/[^/]+\/components\//.test(file.path);

  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (featureComponent && specifier.startsWith('@/lib/api/contract')) {
      problem(`imports ${specifier}: a feature's components read the site's own types (its to-site mapper)`);
    }
    const target = resolveSpecifier(file.path, specifier);
    const fetchers = target === null ? undefined : fetchersByModule.get(target);
    const named = statement.importClause?.namedBindings;
    if (fetchers && named && ts.isNamedImports(named)) {
      for (const element of named.elements) {
        const name = (element.propertyName ?? element.name).text;
        if (fetchers.includes(name)) {
          problem(`calls the fetcher ${name} directly: use its hook (or queryOptions on the server)`);
        }
      }
    }
    if (specifier === '@tanstack/react-query' && named && ts.isNamedImports(named)) {
      for (const element of named.elements) {
        const name = (element.propertyName ?? element.name).text;
        if (REACT_QUERY_HOOKS.includes(name)) {
          problem(`${name} outside an api file: a hook that reads or writes the API lives in its api file`);
        }
      }
    }
  }
  violations.push(...handTypedKeys(file.path, source));
  return violations;
}

/** Every violation of the shape in these files (the repository's site code, or a test's fixtures). */
export function checkApiShape(files: readonly SourceFile[]): Violation[] {
  const apiFiles = files.filter((file) => isApiFile(file.path));
  const fetchersByModule = new Map(apiFiles.map((file) => [stripExtension(file.path), fetchersOf(file)]));
  return [
    ...apiFiles.flatMap(checkApiFile),
    ...files.filter((file) => !isApiFile(file.path)).flatMap((file) => checkSiteFile(file, fetchersByModule)),
  ];
}
