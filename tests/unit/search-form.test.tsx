import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchForm } from '@/features/search/components/search-form';
import { initialRentInfo } from '@/features/search/initial-rent-info';
import { hasSearchQuery } from '@/lib/rent-info/query-fields';
import { preformatSearch } from '@/features/search/preformatted';
import { searchStores } from '@/features/search/store-options';
import { builtinGlobalConfig } from '@/lib/site/api/global-config';
import type { RentInfo } from '@/lib/rent-info/codec';
import { createSiteStore, restoreTab, TAB_STORAGE_KEY } from '@/lib/site/store/site-store';
import { resetNavigation, router } from './mocks/navigation';
import { renderWithProviders } from './render';

vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

const config = builtinGlobalConfig();
/** 2026-06-01 05:00 in Los Angeles (PDT, UTC−7). */
const NOW = new Date('2026-06-01T12:00:00Z');

const search = (overrides: Partial<RentInfo> = {}): RentInfo => ({
  pickup_location: 'LAX01',
  drop_off_location: 'LAX01',
  pickup_date_time: '2026-12-01 10:00',
  drop_off_date_time: '2026-12-08 10:00',
  driver_age: '25-75',
  ...overrides,
});

function renderForm(initial: RentInfo = search(), lang: 'en' | 'zh' | 'th' | 'zh-hant' = 'en') {
  return renderWithProviders(
    <SearchForm initial={initial} stores={searchStores(config, lang)} lang={lang} />,
    {
      lang,
    },
  );
}

/** Another page of this tab: a store of its own over the tab's sessionStorage. */
function tabStore() {
  const store = createSiteStore({ region: 'intl', lang: 'en', guestId: 'g_test' });
  restoreTab(store);
  return store;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Search cars' }));

/**
 * The date picker and the search rules (zod) load on demand: wait for what they bring, however
 * busy the machine, never for a fixed delay.
 */
const LAZY = { timeout: 15_000 };
const findAlert = () => screen.findByRole('alert', {}, LAZY);
const waitForNoAlert = () => waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), LAZY);
const optionValues = (select: HTMLElement) =>
  [...select.querySelectorAll('option')].map((option) => option.value);

// The form loads its date picker when the traveller reaches for the dates. Loading it once here
// keeps its first import (react-aria: seconds of transform on a busy machine) out of the tests.
beforeAll(async () => {
  await import('@/features/search/components/date-range-picker');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  resetNavigation();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/intl/en/book');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchForm: fields', () => {
  it('labels every control in English, with the stores grouped by country', () => {
    renderForm();
    const pickup = screen.getByRole('combobox', { name: 'Pick-up store' });
    expect(pickup).toHaveValue('LAX01');
    const groups = [...pickup.querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toEqual(['United States', 'Thailand', 'New Zealand']);
    expect(within(pickup).getByRole('option', { name: 'Los Angeles Airport (LAX)' })).toBeInTheDocument();

    expect(screen.getByRole('checkbox', { name: 'Return to a different store' })).not.toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Drop-off store' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Pick-up and drop-off dates' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Open calendar/ })).toBeInTheDocument();

    const pickupTime = screen.getByRole('combobox', { name: 'Pick-up time' });
    expect(pickupTime).toHaveValue('10:00');
    // Every half hour, grouped by the store's hours (LAX: 06:00–23:30); the others name their fee.
    expect(optionValues(pickupTime)).toHaveLength(48);
    const timeGroups = [...pickupTime.querySelectorAll('optgroup')];
    expect(timeGroups.map((group) => group.label)).toEqual([
      'Opening hours',
      'Outside opening hours (+US$50.00 at the counter)',
    ]);
    expect(optionValues(timeGroups[0]!).slice(0, 3)).toEqual(['06:00', '06:30', '07:00']);
    expect(optionValues(timeGroups[1]!)).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
      '05:00',
      '05:30',
    ]);
    expect(within(pickupTime).getByRole('option', { name: '10:00 AM' })).toBeInTheDocument();
    expect(pickupTime).toHaveAccessibleDescription(/^Open 6:00 AM–11:30 PM /);
    expect(screen.getByRole('combobox', { name: 'Drop-off time' })).toHaveValue('10:00');

    const age = screen.getByRole('combobox', { name: "Driver's age" });
    expect(age).toHaveValue('25-75');
    // Only the ages the store accepts (21–75), with its range and young-driver fee said under it.
    expect(optionValues(age)).toEqual(['21', '22', '23', '24', '25-75']);
    expect(age).toHaveAccessibleDescription('Drivers aged 21–75. Under 25: young driver fee US$25.00 a day.');

    // The time-zone hint describes the times: December in Los Angeles is UTC−8.
    expect(screen.getByText('Times are local to Los Angeles (UTC−8).')).toBeInTheDocument();
    expect(pickupTime).toHaveAccessibleDescription(/Times are local to Los Angeles \(UTC−8\)\.$/);
    expect(screen.getByText('7 days')).toBeInTheDocument();
  });

  it('labels every control in Simplified Chinese, store names included', () => {
    renderForm(search({ pickup_location: 'BKK01', drop_off_location: 'BKK01' }), 'zh');
    const form = screen.getByRole('form', { name: '搜索车辆' });
    const pickup = within(form).getByRole('combobox', { name: '取车门店' });
    expect(within(pickup).getByRole('option', { name: '曼谷素万那普机场店' })).toBeInTheDocument();
    expect([...pickup.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([
      '美国',
      '泰国',
      '新西兰',
    ]);
    expect(within(form).getByRole('checkbox', { name: '异地还车' })).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: '取车和还车日期' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: '取车时间' })).toHaveValue('10:00');
    expect(within(form).getByRole('combobox', { name: '还车时间' })).toBeInTheDocument();
    // Bangkok rents to drivers up to 70: the band reads so.
    expect(within(form).getByRole('option', { name: '25-70岁' })).toBeInTheDocument();
    expect(within(form).queryByRole('option', { name: '18岁' })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: '搜索车辆' })).toBeInTheDocument();
    expect(within(form).getByText('所有时间均为曼谷当地时间（UTC+7）。')).toBeInTheDocument();
  });

  it('gives every control an accessible name, in every language, before and after the picker loads', async () => {
    for (const lang of ['en', 'th', 'zh', 'zh-hant'] as const) {
      const { unmount } = renderForm(search({ drop_off_location: 'SFO01' }), lang);
      const form = screen.getByRole('form');
      for (const control of within(form).getAllByRole('button')) expect(control).toHaveAccessibleName();
      // Reaching for the dates loads the picker: its date segments are named too.
      act(() => within(form).getAllByRole('button')[0]!.focus());
      await within(form).findAllByRole('spinbutton', {}, LAZY);
      const controls = [
        ...within(form).getAllByRole('combobox'),
        ...within(form).getAllByRole('checkbox'),
        ...within(form).getAllByRole('button'),
        ...within(form).getAllByRole('spinbutton'),
      ];
      expect(controls.length).toBeGreaterThan(10);
      for (const control of controls) expect(control).toHaveAccessibleName();
      unmount();
    }
  });

  it('offers only the drop_store_allow stores for a return elsewhere', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Return to a different store' }));
    const dropOff = screen.getByRole('combobox', { name: 'Drop-off store' });
    expect(optionValues(dropOff)).toEqual(['LAX01', 'SFO01']);
    expect(dropOff).toHaveValue('SFO01');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pick-up store' }), 'BKK01');
    // SFO01 is not a return store of Bangkok: the drop-off falls back to the pick-up store.
    expect(optionValues(dropOff)).toEqual(['BKK01', 'CNX01', 'PAT534']);
    expect(dropOff).toHaveValue('BKK01');
    expect(screen.getByText('Times are local to Bangkok (UTC+7).')).toBeInTheDocument();

    // Honolulu takes its cars back only: no return elsewhere to offer.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pick-up store' }), 'HNL01');
    const checkbox = screen.getByRole('checkbox', { name: 'Return to a different store' });
    expect(checkbox).toBeDisabled();
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAccessibleDescription('Cars from this store are returned to the same store.');
    expect(screen.queryByRole('combobox', { name: 'Drop-off store' })).not.toBeInTheDocument();
  });
});

describe('SearchForm: the dates', () => {
  it('shows the dates without the picker, and hands over to it where the traveller was', async () => {
    renderForm();
    const dates = screen.getByRole('group', { name: 'Pick-up and drop-off dates' });
    expect(within(dates).queryAllByRole('spinbutton')).toHaveLength(0);
    const start = within(dates).getByRole('button', { name: 'Pick-up date: December 1, 2026' });
    expect(within(dates).getByRole('button', { name: 'Drop-off date: December 8, 2026' })).toHaveTextContent(
      '12/8/2026',
    );

    await userEvent.click(within(dates).getByRole('button', { name: 'Drop-off date: December 8, 2026' }));
    // The picker is loaded; focus is on the drop-off's first segment (the month, in English).
    await waitFor(() => expect(document.activeElement).toHaveAttribute('role', 'spinbutton'), LAZY);
    const picker = screen.getByRole('group', { name: 'Pick-up and drop-off dates' });
    const segments = within(picker).getAllByRole('spinbutton');
    expect(document.activeElement).toBe(segments[segments.length / 2]);
    expect(document.activeElement).toHaveAccessibleName(/Drop-off date/);
    expect(start).not.toBeInTheDocument();
  });

  it('opens the calendar when the traveller asked for it before the picker loaded', async () => {
    renderForm(search(), 'zh');
    await userEvent.click(screen.getByRole('button', { name: '打开日历' }));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    expect(within(dialog).getByRole('grid')).toBeInTheDocument();
  });
});

describe('SearchForm: validation', () => {
  it('refuses a drop-off before the pick-up, on the drop-off time', async () => {
    renderForm(search({ drop_off_date_time: '2026-12-01 10:00' }));
    const dropOffTime = screen.getByRole('combobox', { name: 'Drop-off time' });
    await userEvent.selectOptions(dropOffTime, '09:00');

    // Touching a time starts judging the search, as the traveller goes.
    const alert = await findAlert();
    expect(alert).toHaveTextContent('The drop-off must be after the pick-up.');
    expect(dropOffTime).toHaveAttribute('aria-invalid', 'true');
    expect(dropOffTime.getAttribute('aria-describedby')).toContain(alert.id);
    expect(dropOffTime).toHaveAccessibleDescription(/The drop-off must be after the pick-up\./);

    await submit();
    await waitFor(() => expect(dropOffTime).toHaveFocus(), LAZY);
    expect(router.push).not.toHaveBeenCalled();

    // Fixing it clears the message.
    await userEvent.selectOptions(dropOffTime, '18:00');
    await waitForNoAlert();
    expect(dropOffTime).not.toHaveAttribute('aria-invalid');
  });

  it('judges nothing until the traveller touches the dates or times, or submits', async () => {
    // A pick-up date already gone, from an old link.
    renderForm(search({ pickup_date_time: '2026-05-20 10:00', drop_off_date_time: '2026-06-05 10:00' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pick-up store' }), 'SFO01');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: "Driver's age" }), '21');
    // The form judges as it changes (synchronously): nothing was judged.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pick-up time' }), '11:00');
    expect(await findAlert()).toHaveTextContent(
      'This pick-up time has already passed at the store. Please choose a later time.',
    );
  });

  it('refuses a rental longer than a year, on the dates', async () => {
    renderForm(search({ pickup_date_time: '2026-06-03 10:00', drop_off_date_time: '2027-06-04 10:00' }));
    await submit();
    const alert = await findAlert();
    expect(router.push).not.toHaveBeenCalled();
    expect(alert).toHaveTextContent('A rental can last at most one year. Please choose an earlier drop-off.');
    const dates = screen.getByRole('group', { name: 'Pick-up and drop-off dates' });
    // The date picker loads for the message and takes the focus on the pick-up date.
    await waitFor(() => expect(within(dates).getAllByRole('spinbutton')[0]).toHaveFocus(), LAZY);
    // The message describes the date fields and marks them invalid.
    const messageId = alert.closest('[id]')!.id;
    const described = dates.querySelectorAll(`[aria-describedby~="${messageId}"]`);
    expect(described.length).toBeGreaterThan(0);
    expect(dates.querySelector('[aria-invalid="true"]')).not.toBeNull();
  });

  it('refuses a pick-up time already gone on the store clock', async () => {
    // 05:00 in Los Angeles: 04:30 today is past, though it is already noon in UTC.
    renderForm(search({ pickup_date_time: '2026-06-01 04:30', drop_off_date_time: '2026-06-05 10:00' }));
    await submit();
    expect(await findAlert()).toHaveTextContent(
      'This pick-up time has already passed at the store. Please choose a later time.',
    );
    expect(screen.getByRole('combobox', { name: 'Pick-up time' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pick-up time' }), '06:00');
    await waitForNoAlert();
  });

  it('shows the messages in the page language', async () => {
    renderForm(search({ drop_off_date_time: '2026-12-01 10:00' }), 'zh');
    await userEvent.click(screen.getByRole('button', { name: '搜索车辆' }));
    expect(await findAlert()).toHaveTextContent('还车时间必须晚于取车时间。');
  });
});

describe('SearchForm: submit', () => {
  it('opens the car list with the encoded search, keeping utm parameters, and remembers it', async () => {
    window.history.replaceState(null, '', '/intl/en/book?utm_source=wechat&utm_campaign=winter&other=1');
    renderForm();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Return to a different store' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pick-up time' }), '09:30');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Drop-off time' }), '18:00');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: "Driver's age" }), '21');
    await submit();

    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1), LAZY);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.push).toHaveBeenCalledWith(
      '/book/LAX01-SFO01?pickup=LAX01&dropoff=SFO01&from=2026-12-01T09:30&to=2026-12-08T18:00&age=21' +
        '&utm_source=wechat&utm_campaign=winter',
    );
    expect(tabStore().getState().search.last).toEqual({
      pickup_location: 'LAX01',
      drop_off_location: 'SFO01',
      pickup_date_time: '2026-12-01 09:30',
      drop_off_date_time: '2026-12-08 18:00',
      driver_age: '21',
    });
    expect(window.sessionStorage.getItem(TAB_STORAGE_KEY)).toContain('"drop_off_location":"SFO01"');
  });

  it('sends a same-store search to /book/{pickup}', async () => {
    renderForm(search({ pickup_location: 'CHC01', drop_off_location: 'CHC01' }));
    await submit();
    await waitFor(() => expect(router.push).toHaveBeenCalled(), LAZY);
    expect(router.push).toHaveBeenCalledWith(
      '/book/CHC01?pickup=CHC01&from=2026-12-01T10:00&to=2026-12-08T10:00',
    );
  });

  it('starts from the last search of the tab when the URL names none', async () => {
    tabStore()
      .getState()
      .search.remember(search({ pickup_location: 'PAT534', drop_off_location: 'BKK01' }));
    renderWithProviders(
      <SearchForm initial={search()} stores={searchStores(config, 'en')} lang="en" restoreLastSearch />,
    );
    await act(async () => {});
    expect(screen.getByRole('combobox', { name: 'Pick-up store' })).toHaveValue('PAT534');
    expect(screen.getByRole('combobox', { name: 'Drop-off store' })).toHaveValue('BKK01');
  });

  it('keeps the URL search when it names one', () => {
    tabStore()
      .getState()
      .search.remember(search({ pickup_location: 'PAT534', drop_off_location: 'BKK01' }));
    renderForm(search());
    expect(screen.getByRole('combobox', { name: 'Pick-up store' })).toHaveValue('LAX01');
  });
});

describe('SearchForm: what the server wrote', () => {
  // A browser's first Intl date or number format costs tens of milliseconds of set-up; the form's
  // first render reads the server's labels, dates and zone offsets instead (preformatSearch).
  const intlCalls = () => {
    // `format` is a getter (it hands out a bound function): counting its reads counts the calls.
    const getter = (prototype: object) => prototype as { readonly format: unknown };
    const spies = [
      vi.spyOn(getter(Intl.DateTimeFormat.prototype), 'format', 'get'),
      vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts'),
      vi.spyOn(getter(Intl.NumberFormat.prototype), 'format', 'get'),
      vi.spyOn(Intl.NumberFormat.prototype, 'formatToParts'),
    ];
    return () => {
      const calls = spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
      for (const spy of spies) spy.mockRestore();
      return calls;
    };
  };

  it.each(['en', 'th', 'zh', 'zh-hant'] as const)(
    'renders the same form in %s without formatting a date or a number itself',
    (lang) => {
      const initial = search({
        pickup_date_time: '2026-10-30 09:45',
        drop_off_date_time: '2026-11-04 10:00',
      });
      // The same markup, but for the ids React makes for each render.
      const markup = (html: string) => html.replace(/_r_\w+_/g, '_r_');
      const stores = searchStores(config, lang);
      const written = markup(renderForm(initial, lang).container.innerHTML);
      cleanup();
      const preformatted = preformatSearch(stores, initial, lang, NOW);
      const calls = intlCalls();
      const { container } = renderWithProviders(
        <SearchForm initial={initial} stores={stores} lang={lang} preformatted={preformatted} />,
        { lang },
      );
      expect(calls()).toBe(0);
      expect(markup(container.innerHTML)).toBe(written);
      // Across Los Angeles' change back to standard time (1 November), the hint names both offsets.
      expect(screen.getByText(/UTC−7.*UTC−8/)).toBeInTheDocument();
      expect(screen.getAllByRole('option', { name: /9:45/ })).toHaveLength(1);
    },
  );
});

describe('initialRentInfo', () => {
  it('reads a deep link, aliases and utm included', () => {
    const query = {
      pickup: 'haw1204',
      from: '2026-12-20',
      to: '2026-12-27',
      age: '22',
      utm_source: 'wechat',
    };
    expect(initialRentInfo(query, config, { now: NOW })).toMatchObject({
      pickup_location: 'HNL01',
      drop_off_location: 'HNL01',
      pickup_date_time: '2026-12-20 10:00',
      drop_off_date_time: '2026-12-27 10:00',
      driver_age: '22',
    });
    expect(hasSearchQuery(query)).toBe(true);
  });

  it('falls back to LAX01 in 7 and 14 days at 10:00 without a search', () => {
    expect(initialRentInfo({}, config, { now: NOW })).toMatchObject({
      pickup_location: 'LAX01',
      pickup_date_time: '2026-06-08 10:00',
      drop_off_date_time: '2026-06-15 10:00',
      driver_age: '25-75',
    });
    expect(hasSearchQuery({ utm_source: 'wechat' })).toBe(false);
  });
});
