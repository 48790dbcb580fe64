import { adoptCookies, baseConfig, createSiteStore, TAB_STORAGE_KEY } from '@/lib/site/store/site-store';

const newStore = (userId?: string) =>
  createSiteStore({ region: 'cn', lang: 'zh', guestId: 'g_42', referer: 'wechat', userId });

describe('the site store', () => {
  it('starts from what the server knew: the language’s locale and default currency', () => {
    const { site, session, ui } = newStore().getState();
    expect(site).toMatchObject({
      region: 'cn',
      lang: 'zh',
      locale: 'zh_CN',
      currency: 'CNY',
      guestId: 'g_42',
    });
    expect(site.freshmanDiscountOff).toBe(false);
    expect(session).toMatchObject({ loggedIn: false, initTime: null, logoutTime: null, userId: null });
    expect(ui.modals).toEqual({ login: false, orderSearch: false });
  });

  it('sends the guest id as user_id until the traveller logs in, and the utm_source as referer', () => {
    const store = newStore();
    expect(baseConfig(store.getState())).toEqual({
      region: 'cn',
      currency: 'CNY',
      locale: 'zh_CN',
      user_id: 'g_42',
      referer: 'wechat',
    });
    store.getState().session.logIn('u_7', 'Wei', 1000);
    expect(store.getState().session).toMatchObject({ loggedIn: true, initTime: 1000, userId: 'u_7' });
    expect(baseConfig(store.getState()).user_id).toBe('u_7');
    store.getState().session.logOut(2000);
    expect(store.getState().session).toMatchObject({ loggedIn: false, logoutTime: 2000, userId: null });
    expect(baseConfig(store.getState()).user_id).toBe('g_42');
  });

  it("takes the visitor from the browser's cookies after mount: guest id, campaign source, a usable currency", () => {
    const store = createSiteStore({ region: 'intl', lang: 'th' });
    expect(baseConfig(store.getState())).toMatchObject({
      currency: 'USD',
      user_id: undefined,
      referer: undefined,
    });
    adoptCookies(store, 'lang=th; guest_id=g_9; utm_source=line; currency=JPY; other=1');
    expect(baseConfig(store.getState())).toMatchObject({ currency: 'JPY', user_id: 'g_9', referer: 'line' });
    adoptCookies(store, 'currency=<script>; guest_id=g_9');
    expect(store.getState().site.currency).toBe('USD');
    expect(store.getState().site.referer).toBe('line');
  });

  it('follows a change of language and currency', () => {
    const store = newStore();
    store.getState().site.setLanguage('intl', 'zh-hant');
    store.getState().site.setCurrency('HKD');
    expect(baseConfig(store.getState())).toMatchObject({ region: 'intl', locale: 'zh_HK', currency: 'HKD' });
  });

  it('opens one dialog at a time', () => {
    const store = newStore();
    store.getState().ui.openModal('login');
    store.getState().ui.openModal('orderSearch');
    expect(store.getState().ui.modals).toEqual({ login: false, orderSearch: true });
    store.getState().ui.closeModal('orderSearch');
    expect(store.getState().ui.modals).toEqual({ login: false, orderSearch: false });
  });

  it('keeps no site, session or dialog state in the tab’s storage', () => {
    window.sessionStorage.clear();
    const store = newStore('u_7');
    store.getState().site.setCurrency('HKD');
    store.getState().ui.openModal('login');
    store.getState().session.logOut();
    const saved = JSON.parse(window.sessionStorage.getItem(TAB_STORAGE_KEY)!);
    expect(Object.keys(saved.state).sort()).toEqual(['bookingDraft', 'search']);
    expect(JSON.stringify(saved)).not.toMatch(/HKD|u_7|login/);
  });

  it('makes a new store for every tab and render: nothing is shared', () => {
    const first = newStore();
    first.getState().site.setCurrency('USD');
    expect(newStore().getState().site.currency).toBe('CNY');
  });
});
