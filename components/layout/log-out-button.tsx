'use client';

import { QueryProvider } from '@/components/providers/query-provider';
import { useLogOut } from './api/log-out';

type LogOutButtonProps = { label: string; onLoggedOut: () => void };

/**
 * The user menu's 'Log out': the call, then `onLoggedOut` whatever its answer (the tab forgets the
 * user either way). Loaded with the menu (user-menu.tsx), in react-query of its own: the header is
 * on every page, react-query is not.
 */
export function LogOutButton(props: LogOutButtonProps) {
  return (
    <QueryProvider>
      <LogOutCall {...props} />
    </QueryProvider>
  );
}

function LogOutCall({ label, onLoggedOut }: LogOutButtonProps) {
  const logOut = useLogOut();
  return (
    <button type="button" onClick={() => logOut.mutate(undefined, { onSettled: onLoggedOut })}>
      {label}
    </button>
  );
}
