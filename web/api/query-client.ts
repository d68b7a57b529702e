import { MutationCache, QueryClient } from '@tanstack/react-query';
import { showToast } from '../components/ui/toast.tsx';
import { i18n } from '../i18n/index.ts';
import { messageForError } from './error-message.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta: { errorToast: false }` on a mutation that shows its own error (e.g. next to a form field). */
    mutationMeta: { errorToast?: boolean };
  }
}

/** How long fetched data counts as fresh. */
export const staleTimes = {
  communityInfo: 30_000,
  eventInfo: 30_000,
  categories: Infinity,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Failed mutations toast by default; failed queries show an error screen instead.
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (mutation.meta?.errorToast === false) return;
        showToast(
          'error',
          messageForError(error, (key, options) => i18n.t(key, { ...options })),
        );
      },
    }),
    defaultOptions: {
      // No retries, no refetch on window focus.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
