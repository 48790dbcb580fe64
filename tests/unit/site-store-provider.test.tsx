import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SiteStoreProvider, useSiteStore, useTabRestored } from '@/components/providers/site-store-provider';
import { createSiteStore } from '@/lib/site/store/site-store';

const INIT = { region: 'intl', lang: 'en', guestId: 'g_test' } as const;

function RememberedStore() {
  const restored = useTabRestored();
  const last = useSiteStore((state) => state.search.last?.pickup_location ?? 'none');
  return <p>{`${restored ? 'restored' : 'not yet'}: ${last}`}</p>;
}

const page = () => (
  <SiteStoreProvider init={INIT}>
    <RememberedStore />
  </SiteStoreProvider>
);

describe('SiteStoreProvider', () => {
  it('renders the tab’s memory only after hydration, so the server’s HTML matches', async () => {
    window.sessionStorage.clear();
    // The server has no sessionStorage: its HTML shows no remembered search.
    const html = renderToString(page());
    expect(html).toContain('not yet: none');
    // The tab remembers one from an earlier page.
    createSiteStore(INIT).getState().search.remember({
      pickup_location: 'PAT534',
      drop_off_location: 'BKK01',
      pickup_date_time: '2026-12-01 10:00',
      drop_off_date_time: '2026-12-08 10:00',
      driver_age: '25-75',
    });

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((...args) => mismatches.push(args));
    const root = await act(async () =>
      hydrateRoot(container, page(), { onRecoverableError: (reason) => mismatches.push(reason) }),
    );
    expect(container).toHaveTextContent('restored: PAT534');
    expect(mismatches).toEqual([]);
    error.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
