import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** One cache for the whole app. This module is loaded with the first lazy route, so the home
 * page does not pay for TanStack Query. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // Residents on slow connections: retry a failed read once, never refetch behind their back.
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: 0 },
  },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
