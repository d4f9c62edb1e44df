import { QUERY_GC_TIME_MS, QUERY_RETRIES, queryRetryDelayMs } from '@bilheteria/domain/constants';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A 4xx will not get better by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRIES;
}

/** Spec §7: queries retry 3 times with backoff min(1000·2^n, 30000) ms; mutations never. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: queryRetryDelayMs,
        gcTime: QUERY_GC_TIME_MS,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
