import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/contract/auth';
import { ApiError } from '@/lib/api/api-error';
import { connectionMonitor, type ConnectionMonitor, type ConnectionState } from '@/lib/connection/connection-status';
import { localDatabase } from '@/lib/offline/local-database';
import { offlineRead, offlineReadPersister } from '@/lib/offline/query-cache/offline-read-persister';
import { SavedDataNotice } from '@/lib/offline/query-cache/saved-data-notice';
import { clearSavedReads, readSaved } from '@/lib/offline/query-cache/saved-read-store';
import { setStoredUser } from '@/lib/session/session-storage';

function signInAs(id: number): void {
  const user: SessionUser = {
    id,
    username: `parent${id}`,
    email: null,
    firstName: 'Nadia',
    lastName: 'Rahimi',
    dariName: null,
    role: 'PARENT',
    permissions: {},
    dataScopes: ['school:1'],
    schoolId: 1,
    department: null,
    lastLogin: null,
    isActive: true,
  };
  setStoredUser(user);
}

const KEY = ['parent-portal', 'dashboard'] as const;
type Figures = { child: string; due: number };

function newClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, persister: offlineReadPersister } } });
}

/** A connection monitor the test switches by hand. */
function fakeMonitor(initial: ConnectionState): ConnectionMonitor & { set: (state: ConnectionState) => void } {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    checkNow: () => Promise.resolve(state),
    stop: () => {},
    set: (next) => {
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

function Figures({ fetchFigures, persist = true }: { fetchFigures: () => Promise<Figures>; persist?: boolean }) {
  const query = useQuery({ queryKey: KEY, queryFn: fetchFigures, ...(persist ? offlineRead() : {}) });
  if (query.isPending) return <p>Loading</p>;
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  return <p data-testid="figures">{`${query.data.child}: ${query.data.due}`}</p>;
}

function renderFigures(client: QueryClient, props: Parameters<typeof Figures>[0], monitor = fakeMonitor('offline')) {
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <Figures {...props} />
        <SavedDataNotice monitor={monitor} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const networkDown = () => Promise.reject(new ApiError('NETWORK', 'Network error: the server could not be reached'));

async function loadOnline(figures: Figures = { child: 'Mariam Karimi', due: 4500 }) {
  const client = newClient();
  const view = renderFigures(client, { fetchFigures: () => Promise.resolve(figures) });
  expect(await screen.findByTestId('figures')).toHaveTextContent('Mariam Karimi: 4500');
  await waitFor(async () => expect(await localDatabase().savedReads.count()).toBe(1));
  view.unmount();
  client.clear();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('offline reads', () => {
  it('shows the last loaded answer, with the saved-data notice, when the server cannot be reached', async () => {
    signInAs(41);
    await loadOnline();

    renderFigures(newClient(), { fetchFigures: networkDown });
    expect(await screen.findByTestId('figures')).toHaveTextContent('Mariam Karimi: 4500');
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline — showing data saved at \d{1,2}:\d{2}/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('answers from the saved copy at once when the browser is offline, without trying the network', async () => {
    signInAs(41);
    await loadOnline();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchFigures = vi.fn(networkDown);

    renderFigures(newClient(), { fetchFigures });
    expect(await screen.findByTestId('figures')).toHaveTextContent('Mariam Karimi: 4500');
    expect(fetchFigures).not.toHaveBeenCalled();
  });

  it("answers from the saved copy at once while the app's connection check finds the server unreachable", async () => {
    signInAs(41);
    await loadOnline();
    vi.spyOn(connectionMonitor(), 'getState').mockReturnValue('unreachable');
    const fetchFigures = vi.fn(networkDown);

    renderFigures(newClient(), { fetchFigures });
    expect(await screen.findByTestId('figures')).toHaveTextContent('Mariam Karimi: 4500');
    expect(fetchFigures).not.toHaveBeenCalled();
  });

  it('refetches when the connection is back, and the notice goes', async () => {
    signInAs(41);
    await loadOnline();
    const monitor = fakeMonitor('unreachable');
    let serverUp = false;
    const fetchFigures = () => (serverUp ? Promise.resolve({ child: 'Mariam Karimi', due: 3000 }) : networkDown());

    renderFigures(newClient(), { fetchFigures }, monitor);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    serverUp = true;
    act(() => monitor.set('online'));
    await waitFor(() => expect(screen.getByTestId('figures')).toHaveTextContent('Mariam Karimi: 3000'));
    expect(screen.queryByRole('status')).toBeNull();
    // The fresh answer replaces the saved one.
    await waitFor(async () => expect((await readSaved(41, JSON.stringify(KEY)))?.data).toEqual({ child: 'Mariam Karimi', due: 3000 }));
  });

  it('keeps an error an error when the server refused or failed, saved copy or not', async () => {
    signInAs(41);
    await loadOnline();

    renderFigures(newClient(), { fetchFigures: () => Promise.reject(new ApiError('HTTP', 'Access denied', { status: 403 })) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
    expect(screen.queryByTestId('figures')).toBeNull();
  });

  it('shows the usual error offline when nothing was saved', async () => {
    signInAs(41);
    renderFigures(newClient(), { fetchFigures: networkDown });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
  });

  it("never restores another user's answer", async () => {
    signInAs(41);
    await loadOnline();
    signInAs(42);

    renderFigures(newClient(), { fetchFigures: networkDown });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
  });

  it('restores nothing after the saved reads were cleared (logout)', async () => {
    signInAs(41);
    await loadOnline();
    await clearSavedReads();

    renderFigures(newClient(), { fetchFigures: networkDown });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
  });

  it('saves nothing for a query that did not opt in, or when nobody is signed in', async () => {
    signInAs(41);
    const first = renderFigures(newClient(), { fetchFigures: () => Promise.resolve({ child: 'A', due: 1 }), persist: false });
    expect(await screen.findByTestId('figures')).toBeInTheDocument();
    first.unmount();

    localStorage.clear();
    renderFigures(newClient(), { fetchFigures: () => Promise.resolve({ child: 'B', due: 2 }) });
    expect(await screen.findByTestId('figures')).toBeInTheDocument();
    // Give a stray save time to land before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await localDatabase().savedReads.count()).toBe(0);
  });

  it('keeps a paged read (an infinite query) whole: every page loaded shows again offline', async () => {
    signInAs(41);
    type Page = { items: string[]; next: number | null };
    const pages: Record<number, Page> = { 1: { items: ['Salaam', 'How is Mariam?'], next: 2 }, 2: { items: ['She is well'], next: null } };
    function Thread({ fetchPage }: { fetchPage: (page: number) => Promise<Page> }) {
      const query = useInfiniteQuery({
        queryKey: ['messaging', 'thread', 7],
        queryFn: ({ pageParam }) => fetchPage(pageParam),
        initialPageParam: 1,
        getNextPageParam: (last: Page) => last.next ?? undefined,
        ...offlineRead(),
      });
      if (query.isPending) return <p>Loading</p>;
      if (query.isError) return <p role="alert">{query.error.message}</p>;
      return (
        <>
          <p data-testid="thread">{query.data.pages.flatMap((page) => page.items).join(' | ')}</p>
          <button type="button" onClick={() => void query.fetchNextPage()}>
            Earlier
          </button>
        </>
      );
    }
    const show = (client: QueryClient, fetchPage: (page: number) => Promise<Page>) =>
      render(
        <MantineProvider env="test">
          <QueryClientProvider client={client}>
            <Thread fetchPage={fetchPage} />
          </QueryClientProvider>
        </MantineProvider>,
      );
    const online = newClient();
    const view = show(online, (page) => Promise.resolve(pages[page]));
    expect(await screen.findByTestId('thread')).toHaveTextContent('Salaam | How is Mariam?');
    act(() => screen.getByRole('button', { name: 'Earlier' }).click());
    await waitFor(() => expect(screen.getByTestId('thread')).toHaveTextContent('Salaam | How is Mariam? | She is well'));
    await waitFor(async () => expect((await readSaved(41, JSON.stringify(['messaging', 'thread', 7])))?.data).toMatchObject({ pageParams: [1, 2] }));
    view.unmount();
    online.clear();

    show(newClient(), () => networkDown());
    expect(await screen.findByTestId('thread')).toHaveTextContent('Salaam | How is Mariam? | She is well');
  });
});
