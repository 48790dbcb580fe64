import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type * as DriversModule from '@/features/booking/components/drivers-fieldset';
import { server, setupMswServer } from '../msw/server';
import { fillInPage, LAZY, renderFillIn, verifyHandlers } from './booking-form-helpers';

// Counts the renders of one of the form's sections. On a phone the page's longest task after
// hydration was the whole form rendered again: once for the tab's memory, once for the form state's
// first change (react-hook-form's `isReady`, just after mount), which also gave every section a new
// form context.
const renders = vi.hoisted(() => ({ drivers: 0 }));
vi.mock('@/features/booking/components/drivers-fieldset', async (importOriginal) => {
  const original = await importOriginal<typeof DriversModule>();
  const Counted = (props: Parameters<typeof original.DriversFieldset>[0]) => {
    renders.drivers += 1;
    return <original.DriversFieldset {...props} />;
  };
  return { ...original, DriversFieldset: Counted };
});
vi.mock('next/navigation', async () => (await import('./mocks/navigation')).nextNavigation);
vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

setupMswServer();

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/intl/en/book/BKK01/1/full_protection-arrival/booking');
  server.use(...verifyHandlers);
});

describe('the fill-in form after hydration', () => {
  it('is enabled, and saves the tab’s draft, without rendering the form again', async () => {
    // As in the browser: the server's HTML (no tab memory there), hydrated, then the tab's memory read.
    const container = document.createElement('div');
    container.innerHTML = renderToString(fillInPage());
    document.body.append(container);
    expect(container.querySelector('fieldset')).toBeDisabled();
    renders.drivers = 0;
    const root = await act(async () => hydrateRoot(container, fillInPage()));
    await waitFor(() => expect(window.sessionStorage.getItem('rentcar.tab')).toContain('fillIn'), LAZY);
    await waitFor(() => expect(container.querySelector('fieldset')).toBeEnabled(), LAZY);
    expect(within(container).getAllByLabelText('Given name (in Latin letters)')[0]).toBeEnabled();
    // Rendered to hydrate, and never again for the tab's memory or the form state's first change.
    expect(renders.drivers).toBe(1);
    act(() => root.unmount());
    container.remove();
  });

  it('renders only what a keystroke changes: typing the phone number leaves the drivers alone', async () => {
    // The page watches the phone (its verification decides the bill's freshman discount): every
    // keystroke used to render the whole form again, a slow tap-to-letter on a phone.
    const user = userEvent.setup();
    renderFillIn();
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toBeEnabled(), LAZY);
    renders.drivers = 0;
    await user.type(screen.getByLabelText('Mobile number'), '13800138000');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('13800138000');
    expect(renders.drivers).toBe(0);
  });
});
