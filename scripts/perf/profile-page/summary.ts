// The CPU profile of a page under load, summed by where the time went: each sample's time is
// counted once for every module on its stack (inclusive) and for the module of its top frame
// (self). The site's own code is named by its source file through the build's source maps; npm
// packages by their name (Next's minified runtime as one file); Node by its internal module.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Node = { id: number; callFrame: Frame; children?: number[] };
export type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number };

const IDLE = new Set(['(idle)', '(program)']);

/** A build file's source map: beside it with `.map` added, or where its sourceMappingURL says (Turbopack's browser chunks). */
function sourceMapOf(file: string): string | null {
  if (existsSync(`${file}.map`)) return `${file}.map`;
  if (!existsSync(file)) return null;
  const named = /\/\/# sourceMappingURL=([^\s]+)\s*$/.exec(readFileSync(file, 'utf8').slice(-300))?.[1];
  const beside =
    named && !named.startsWith('data:') ? `${file.slice(0, file.lastIndexOf('/') + 1)}${named}` : null;
  return beside && existsSync(beside) ? beside : null;
}

/** Names a frame's module, reading the source map next to a build chunk. */
function moduleNamer() {
  const consumers = new Map<string, SourceMapConsumer | null>();
  const names = new Map<string, string | null>();
  const consumer = (file: string) => {
    if (!consumers.has(file)) {
      const map = sourceMapOf(file);
      consumers.set(
        file,
        map ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8')) as RawSourceMap) : null,
      );
    }
    return consumers.get(file)!;
  };
  const packageOf = (path: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
  return (frame: Frame): string | null => {
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;
    if (names.has(key)) return names.get(key)!;
    let name: string | null = null;
    if (frame.url.startsWith('node:')) name = `node:${frame.url.slice(5).split('/')[0]}`;
    else if (frame.url.startsWith('wasm://')) name = 'wasm (PGlite)';
    else if (frame.url) {
      const file = frame.url.replace('file://', '');
      const map = file.startsWith('/') ? consumer(file) : null;
      const source = map
        ? (map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source ?? file)
        : file;
      const pkg = packageOf(decodeURIComponent(source));
      name = pkg
        ? `${pkg}${pkg === 'next' ? ` (${source.split('/').at(-1)})` : ''}`
        : decodeURIComponent(source)
            .replace(/^.*?\[project\]\//, '')
            .replace(/^(\.\.\/)+/, '')
            .replace(/^file:\/\/\/work\/[^/]+\//, '');
    }
    names.set(key, name);
    return name;
  };
}

/**
 * The busy time of the samples taken in the last `windowMs` before `tailMs` from the end (the load,
 * not the start-up or the shutdown), by module: inclusive and self shares, the largest first.
 */
export function summarise(profile: Profile, windowMs: number, tailMs: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const at: number[] = [];
  let clock = profile.startTime;
  for (const delta of profile.timeDeltas) at.push((clock += delta));
  const end = at.at(-1)! - tailMs * 1000;
  const start = end - windowMs * 1000;
  const name = moduleNamer();
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    if (at[index]! < start || at[index]! > end) return;
    if (IDLE.has(byId.get(id)!.callFrame.functionName)) return;
    const ms = profile.timeDeltas[index]! / 1000;
    busy += ms;
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      // A frame with no script (the root, native code, the garbage collector) counts as self time
      // only: as inclusive time it would be every sample.
      const named = name(byId.get(node)!.callFrame);
      const where = named ?? (byId.get(node)!.callFrame.functionName || '(native)');
      if (node === id) self.set(where, (self.get(where) ?? 0) + ms);
      if (named && !seen.has(named)) inclusive.set(named, (inclusive.get(named) ?? 0) + ms);
      if (named) seen.add(named);
    }
  });
  for (const [where, ms] of self) if (!inclusive.has(where)) inclusive.set(where, ms);
  const rows = [...inclusive.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([where, ms]) => ({ module: where, inclusive: ms / busy, self: (self.get(where) ?? 0) / busy }));
  return { busy, rows };
}
