import { QueryClient } from '@tanstack/react-query';

/** Status carried by errors thrown from server actions or route handlers, when they carry one. */
function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/** One retry for transient failures; never on 4xx, above all not on 401 (the session is gone). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
  return failureCount < 1;
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // No gcTime: TanStack's default keeps an unused query 5 minutes in the browser and schedules nothing on the
        // server. Set here, it armed a 5-minute timer per query of every server render, which kept that render's
        // client, its response and everything they reached alive: about 280 kB per page view, a heap of gigabytes
        // under load and the collector's time growing with it.
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
