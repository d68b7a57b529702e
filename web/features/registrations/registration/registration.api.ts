import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  GuestCodeSentSchema,
  GuestProofSchema,
  MyRegistration,
  PublicForm,
  RegisterInput,
  TicketsInfo,
} from '../../../../contract/registration-views.ts';
import { listPolicies } from '../../../../contract/endpoints/identity/policies.ts';
import { call } from '../../../api/call.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { guestHeaders } from './guest-proof.ts';
import type { GuestProof } from './guest-proof.ts';

export type GuestCodeSent = z.infer<typeof GuestCodeSentSchema>;
export type GuestVerified = z.infer<typeof GuestProofSchema>;

const event = (eventId: string) => `/events/${encodeURIComponent(eventId)}`;

/** `GET /v1/events/{id}/regist-forms`: the asked questions, and a member's profile values. */
export const publicFormQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.registrations.registration.form(eventId),
    queryFn: ({ signal }) => api.get<PublicForm>(`${event(eventId)}/regist-forms`, { signal }),
  });

/** `GET /v1/events/{id}/tickets/info`: the sale state, the seats left and the waitlist. */
export const ticketsInfoQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.registrations.registration.tickets(eventId),
    queryFn: ({ signal }) => api.get<TicketsInfo>(`${event(eventId)}/tickets/info`, { signal }),
    staleTime: 30_000,
  });

/** `GET /v1/events/{id}/me`: the signed-in member's registration, or a proven guest's. */
export const myRegistrationQuery = (eventId: string, proof: GuestProof | null) =>
  queryOptions({
    queryKey: queryKeys.registrations.registration.mine(eventId, proof ? `guest:${proof.email}` : 'member'),
    queryFn: ({ signal }) => api.get<MyRegistration>(`${event(eventId)}/me`, { signal, headers: guestHeaders(proof) }),
  });

/** The terms and the privacy policy: what a non-member agrees to (the same cache as the sign-up page's). */
export const policiesQuery = queryOptions({
  queryKey: queryKeys.identity.policies,
  queryFn: ({ signal }) => call(listPolicies, { signal }).then((data) => data.items),
  staleTime: 60 * 60_000,
});

/** Everything a registration changes: the event page's state, the seats, my registration, my lists. */
export function useForgetRegistrationState() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.registrations.registration.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.events.page.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.events.list.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.registrations.ticket.all });
  };
}

/** `POST /v1/events/{id}/register`. Answer errors are shown next to their questions, not as a toast. */
export function useRegister(eventId: string, proof: GuestProof | null) {
  const forget = useForgetRegistrationState();
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      api.post<MyRegistration>(`${event(eventId)}/register`, input, { headers: guestHeaders(proof) }),
    onSuccess: forget,
    meta: { errorToast: false },
  });
}

/** `POST /v1/events/{id}/check-email`: a 6-digit code for a non-member; `resend` replaces one that still works. */
export function useRequestGuestCode(eventId: string, options: { resend?: boolean } = {}) {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<GuestCodeSent>(`${event(eventId)}/check-email`, { email, ...(options.resend && { resend: true }) }),
    meta: { errorToast: false },
  });
}

/** `POST /v1/events/{id}/check-email/verify`: the guest token, and the registration if there is one. */
export function useVerifyGuestEmail(eventId: string) {
  return useMutation({
    mutationFn: (input: { email: string; code: string }) =>
      api.post<GuestVerified>(`${event(eventId)}/check-email/verify`, input),
    meta: { errorToast: false },
  });
}
