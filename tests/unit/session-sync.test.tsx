import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppProviders } from '@/components/providers/app-providers';
import { useSiteStore } from '@/components/providers/site-store-provider';
import { SessionSync } from '@/features/account/components/session-sync';
import { server, setupMswServer } from '../msw/server';

setupMswServer();

const USER = { user_id: 'u_7', email: 'wei@example.com', area_code: null, phone: null, name: 'Wei' };

function Probe() {
  const session = useSiteStore((state) => state.session);
  return (
    <p data-testid="session">{`${session.settled ? 'settled' : 'unknown'} ${session.loggedIn ? session.displayName : 'guest'}`}</p>
  );
}

/** As the layout renders it: the store knows nothing of the visitor until SessionSync has looked. */
const renderSession = () =>
  render(
    <AppProviders siteInit={{ region: 'intl', lang: 'en' }}>
      <SessionSync />
      <Probe />
    </AppProviders>,
  );

describe('SessionSync', () => {
  afterEach(() => {
    document.cookie = 'signed_in=; path=/; max-age=0';
  });

  it('settles a visitor without the signed_in hint as a guest at once, asking nothing', async () => {
    renderSession();
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('settled guest'));
  });

  it('names the signed-in user where the hint says there is a session', async () => {
    document.cookie = 'signed_in=1; path=/';
    server.use(
      http.get('*/api/v1_1/user/info', () => HttpResponse.json({ code: 200, msg: 'success', data: USER })),
    );
    renderSession();
    expect(screen.getByTestId('session')).toHaveTextContent('unknown guest');
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('settled Wei'));
  });

  it('drops a hint the API says is stale (the session ended): a guest', async () => {
    document.cookie = 'signed_in=1; path=/';
    server.use(
      http.get('*/api/v1_1/user/info', () =>
        HttpResponse.json({ code: 401, msg: 'unauthorized', data: null }, { status: 401 }),
      ),
    );
    renderSession();
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('settled guest'));
    expect(document.cookie).not.toContain('signed_in=1');
  });
});
