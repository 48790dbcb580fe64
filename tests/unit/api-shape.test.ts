import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkApiShape, type SourceFile } from './api-shape/check-api-shape';

const ROOT = join(__dirname, '..', '..');

function siteFiles(dir: string): SourceFile[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return siteFiles(path);
    if (!/\.tsx?$/.test(name) || /\.(test|d)\.tsx?$/.test(name)) return [];
    return [
      { path: relative('.', path).split('\\').join('/'), text: readFileSync(join(ROOT, path), 'utf8') },
    ];
  });
}

const file = (path: string, text: string): SourceFile => ({ path, text });

const GOOD_READ = file(
  'features/things/api/get-thing.ts',
  `import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
export type Thing = { id: number };
export const toThing = (data: { id: number }): Thing => ({ id: data.id });
export const getThing = async (api: Api, id: number) => toThing(await api.get('/x', { id }));
export const getThingQueryOptions = (api: Api, id?: number) =>
  queryOptions({ queryKey: id ? ['things', id] : ['things'], queryFn: () => getThing(api, id ?? 0) });
export const useThing = (id: number) => useQuery(getThingQueryOptions(useApi(), id));
`,
);
const GOOD_WRITE = file(
  'features/things/api/save-thing.ts',
  `import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { getThingQueryOptions } from './get-thing';
export const saveThing = (api: Api, id: number) => api.post('/y', { id });
export function useSaveThing() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => saveThing(api, id),
    onSuccess: () => client.invalidateQueries({ queryKey: getThingQueryOptions(api).queryKey }),
  });
}
`,
);
const GOOD_COMPONENT = file(
  'features/things/components/thing.tsx',
  `import { useThing } from '../api/get-thing';
import { useSaveThing } from '../api/save-thing';
export function Thing() { const thing = useThing(1); const save = useSaveThing(); return thing.data?.id ?? save.status; }
`,
);

describe('the api shape checker', () => {
  it('accepts a read, a write and a component that uses their hooks', () => {
    expect(checkApiShape([GOOD_READ, GOOD_WRITE, GOOD_COMPONENT])).toEqual([]);
  });

  it('fails a hand-rolled hook in an api file', () => {
    const handRolled = file(
      'features/things/api/send-thing.ts',
      `import { useState } from 'react';
import type { Api } from '@/lib/site/api/transport';
export const sendThing = (api: Api) => api.post('/z');
export function useSendThing() { const [busy, setBusy] = useState(false); return { busy, setBusy }; }
`,
    );
    expect(checkApiShape([handRolled]).map((v) => v.message)).toEqual([
      expect.stringContaining('useSendThing is hand-rolled'),
      expect.stringContaining('useSendThing is a useMutation'),
    ]);
  });

  it('fails a hook outside the api files that calls a fetcher with its own state', () => {
    const hook = file(
      'features/things/hooks/use-send.ts',
      `import { useState } from 'react';
import { getThing } from '../api/get-thing';
export function useSend(api: never) { const [x] = useState(0); return () => getThing(api, x); }
`,
    );
    expect(checkApiShape([GOOD_READ, hook])).toEqual([
      { path: 'features/things/hooks/use-send.ts', message: expect.stringContaining('fetcher getThing') },
    ]);
  });

  it('fails react-query hooks and hand-typed keys outside the api files', () => {
    const component = file(
      'features/things/components/list.tsx',
      `import { useQuery } from '@tanstack/react-query';
export const List = () => useQuery({ queryKey: ['things'], queryFn: () => 1 });
`,
    );
    expect(checkApiShape([component]).map((v) => v.message)).toEqual([
      expect.stringContaining('useQuery outside an api file'),
      expect.stringContaining('query key typed by hand'),
    ]);
  });

  it('fails a read without its queryOptions or hook, and exports outside the shape', () => {
    const bare = file(
      'features/things/api/get-other.ts',
      `import type { Api } from '@/lib/site/api/transport';
export const getOther = (api: Api) => api.get('/o');
export function describeOther() { return 'other'; }
`,
    );
    expect(checkApiShape([bare]).map((v) => v.message)).toEqual([
      expect.stringContaining('describeOther is not part of the api shape'),
      expect.stringContaining('has no getOtherQueryOptions'),
      expect.stringContaining('has no useOther'),
    ]);
  });

  it('lets a server-only read go without a browser hook, and refuses one', () => {
    const serverOnly = (hook: string) =>
      file(
        'features/things/api/get-page.ts',
        `import 'server-only';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Api } from '@/lib/site/api/transport';
export const getPage = (api: Api) => api.get('/p');
export const getPageQueryOptions = (api: Api) => queryOptions({ queryKey: ['page'], queryFn: () => getPage(api) });
${hook}`,
      );
    expect(checkApiShape([serverOnly('')])).toEqual([]);
    expect(
      checkApiShape([serverOnly('export const usePage = () => useQuery(getPageQueryOptions(null!));')]),
    ).toEqual([{ path: 'features/things/api/get-page.ts', message: expect.stringContaining('server-only') }]);
  });

  it('fails a feature component that reads a contract type', () => {
    const component = file(
      'features/things/components/card.tsx',
      `import type { Order } from '@/lib/api/contract/booking';
export const Card = (props: { order: Order }) => props.order.trade_no;
`,
    );
    expect(checkApiShape([component])).toEqual([
      { path: 'features/things/components/card.tsx', message: expect.stringContaining('site') },
    ]);
  });
});

describe('the site', () => {
  it('holds the api shape in every feature and component', () => {
    const files = ['features', 'components', 'app'].flatMap(siteFiles);
    expect(files.length).toBeGreaterThan(200);
    expect(checkApiShape(files)).toEqual([]);
  });
});
