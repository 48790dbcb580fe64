import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SavedPeople } from '@/features/account/components/travellers/saved-people';
import type { SavedContact, SavedDriver } from '@/lib/api/contract/account';
import en from '@/messages/en.json';
import { server, setupMswServer } from '../msw/server';
import { renderWithProviders } from './render';

setupMswServer();

const t = en.account.travellers;
const labels = en.booking.labels;
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });
const DRIVER: SavedDriver = {
  driver_id: 1,
  given_name: 'Somchai',
  sur_name: 'Jaidee',
  birthday: '1988-04-12',
  driver_license_type: 'th',
};
const CONTACT: SavedContact = {
  contact_id: 2,
  gender: 'female',
  name: 'Mali Srisuk',
  contact_area_code: '66',
  contact_phone: '812345678',
  email: 'mali@example.com',
  local_area_code: '',
  local_phone: '',
};

describe('the saved-people page', () => {
  it('edits a driver: a bad name stays on the field and sends nothing, a good one is saved', async () => {
    const saved: URLSearchParams[] = [];
    server.use(
      http.post('*/api/v1_1/user/drivers/1', async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        saved.push(body);
        return ok({ ...DRIVER, given_name: body.get('given_name') });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SavedPeople drivers={[DRIVER]} contacts={[CONTACT]} />);
    expect(screen.getByText('Born Apr 12, 1988')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.editLabel.replace('{name}', 'Somchai Jaidee') }));
    const given = screen.getByRole('textbox', { name: labels.given_name });
    expect(given).toHaveValue('Somchai');
    // The focus moves once the editor has rendered: wait for it, not for a fixed time.
    await waitFor(() => expect(given).toHaveFocus());
    await user.clear(given);
    await user.type(given, 'สมชาย');
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(given).toHaveAttribute('aria-invalid', 'true'));
    expect(saved).toHaveLength(0);

    await user.clear(given);
    await user.type(given, 'Somsak');
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(t.saved.replace('{name}', 'Somsak Jaidee')),
    );
    expect(saved[0]!.get('given_name')).toBe('Somsak');
    expect(saved[0]!.get('birthday')).toBe('1988-04-12');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: t.editLabel.replace('{name}', 'Somsak Jaidee') }),
      ).toHaveFocus(),
    );
  });

  it('deletes a contact only after the question, and says when the API refuses', async () => {
    let deletes = 0;
    server.use(
      http.delete('*/api/v1_1/user/contacts/2', () => {
        deletes += 1;
        return deletes === 1
          ? HttpResponse.json({ code: 401, msg: 'unauthorized', data: null }, { status: 401 })
          : ok({ deleted: true });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SavedPeople drivers={[]} contacts={[CONTACT]} />);
    expect(screen.getByText(t.noDrivers)).toBeInTheDocument();
    const remove = () => screen.getByRole('button', { name: t.deleteLabel.replace('{name}', 'Mali Srisuk') });
    await user.click(remove());
    expect(screen.getByText(t.confirmDelete.replace('{name}', 'Mali Srisuk'))).toHaveFocus();
    await user.click(screen.getByRole('button', { name: t.cancel }));
    expect(deletes).toBe(0);
    expect(remove()).toHaveFocus();

    await user.click(remove());
    await user.click(screen.getByRole('button', { name: t.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.unauthorized);
    expect(screen.getByRole('heading', { level: 3, name: 'Mali Srisuk' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(t.noContacts)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(t.deleted.replace('{name}', 'Mali Srisuk'));
    expect(screen.getByRole('heading', { level: 2, name: t.contacts })).toHaveFocus();
    expect(deletes).toBe(2);
  });
});
