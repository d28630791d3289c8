/**
 * The app's one query client, made on demand from a chunk of its own: TanStack Query (and the
 * offline-read persister under it) is not part of the login screen's first load, and a signed-out
 * visit never loads it (bench/lighthouse.bench.ts). The signed-in app asks for it (app.tsx);
 * AppProviders provides it once it is there.
 */
import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';

let client: QueryClient | undefined;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Starts loading the client (once); a failed load (offline before the worker cached it) may be asked for again. */
export function requestAppQueryClient(): void {
  loading ??= import('@/app/query-client').then(
    (module) => {
      client = module.createQueryClient();
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = null;
      console.warn('Could not load the query cache', error);
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => client;

/** React: the client once loaded, else undefined. */
export function useAppQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(subscribe, current, current);
}
