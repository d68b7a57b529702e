import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';

const showToast = vi.fn();
vi.mock('../components/ui/toast.tsx', () => ({ showToast }));

const { createQueryClient } = await import('./query-client.ts');

function failWith(error: Error, meta?: { errorToast?: boolean }) {
  const client = createQueryClient();
  const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(error), meta });
  return mutation.execute(undefined).catch(() => undefined);
}

describe('query client', () => {
  it('does not retry or refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, refetchOnWindowFocus: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('toasts a failed mutation with the message for its status and code', async () => {
    showToast.mockClear();
    await failWith(new ApiError({ status: 400, errorCode: 'G20003', message: 'full' }));
    expect(showToast).toHaveBeenCalledWith('error', 'Registration is now closed as the event has reached its maximum capacity.');
  });

  it('stays quiet when the mutation shows its own error', async () => {
    showToast.mockClear();
    await failWith(new ApiError({ status: 400, errorCode: 'G20003', message: 'full' }), { errorToast: false });
    expect(showToast).not.toHaveBeenCalled();
  });
});
