import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { QueryProvider } from '@/components/providers/query-provider';

function Greeting({ onClient }: { onClient(client: QueryClient): void }) {
  onClient(useQueryClient());
  const { data } = useQuery({ queryKey: ['greeting'], queryFn: async () => 'hello' });
  return <p>{data ?? 'loading'}</p>;
}

describe('QueryProvider', () => {
  it('gives its segment a QueryClient with the shared defaults', async () => {
    let client: QueryClient | undefined;
    render(
      <QueryProvider>
        <Greeting onClient={(value) => (client = value)} />
      </QueryProvider>,
    );
    expect(await screen.findByText('hello', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(client!.getDefaultOptions().queries).toMatchObject({
      staleTime: 60_000,
      retry: 1,
      refetchOnWindowFocus: false,
    });
  });

  it('makes one client per mount, never one shared between requests', () => {
    const clients: QueryClient[] = [];
    for (let i = 0; i < 2; i++) {
      const { unmount } = render(
        <QueryProvider>
          <Greeting onClient={(value) => clients.push(value)} />
        </QueryProvider>,
      );
      unmount();
    }
    expect(new Set(clients).size).toBe(2);
    // Re-rendering a mounted provider keeps its client (and its cache).
    const { rerender } = render(
      <QueryProvider>
        <Greeting onClient={(value) => clients.push(value)} />
      </QueryProvider>,
    );
    rerender(
      <QueryProvider>
        <Greeting onClient={(value) => clients.push(value)} />
      </QueryProvider>,
    );
    expect(clients.at(-1)).toBe(clients.at(-2));
  });
});
