// Registration requests and answers shared by the browser and the server: registering, the
// non-member email proof, my registration and ticket, tickets and their sale windows, my events.
import { z } from 'zod';
import { EmailSchema } from './auth.ts';
import { BIDI_CONTROLS } from './users.ts';
import {
  AnswerInputSchema,
  AnswerViewSchema,
  QuestionSchema,
  checkInStatuses,
  registrationLabels,
  registrationLimits,
  registrationStatuses,
} from './registrations.ts';
import { hackathonParticipationTypes } from './users.ts';

// ─── Registering ──────────────────────────────────────────────────────────────────────────────

/** POST /v1/events/{id}/register. Non-members also send the X-Guest-Token header from check-email. */
export const RegisterSchema = z.object({
  /** omitted: the one ticket on sale (else the event's default ticket) */
  ticketId: z.string().max(64).optional(),
  answers: z.array(AnswerInputSchema).max(registrationLimits.questionsPerForm).default([]),
  /** members: write profile-kind answers back to the profile */
  updateProfile: z.boolean().default(false),
  /** non-members: agree to the service's terms and privacy policy (G10016 otherwise) */
  agreeToPolicies: z.boolean().default(false),
  /**
   * hackathons only, and required there (G00100 with `fields.participationType` otherwise); other
   * events ignore it
   */
  participationType: z.enum(hackathonParticipationTypes, { error: 'validation.invalid' }).nullable().optional(),
});
export type RegisterInput = z.input<typeof RegisterSchema>;

/** POST /v1/events/{id}/check-email */
/** POST /v1/events/{id}/check-email: `resend` replaces a code that still works (otherwise it is kept). */
export const CheckEmailSchema = z.object({ email: EmailSchema, resend: z.boolean().optional() });

/** POST /v1/events/{id}/check-email/verify */
export const VerifyGuestEmailSchema = z.object({
  email: EmailSchema,
  code: z
    .string({ error: 'validation.verificationCode' })
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.verificationCode' }),
});

export const GUEST_TOKEN_HEADER = 'x-guest-token';

export const TicketRefSchema = z.object({ id: z.string(), name: z.string().nullable(), isDefault: z.boolean() });

export const RegistrationViewSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  status: z.enum(registrationStatuses),
  label: z.enum(registrationLabels),
  checkInStatus: z.enum(checkInStatuses),
  checkedInAt: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  /** false for a non-member (no account) */
  isMember: z.boolean(),
  /** how the person takes part in a hackathon; null for other events */
  participationType: z.enum(hackathonParticipationTypes).nullable(),
  ticket: TicketRefSchema,
  /** 1-based place in line while WAITLISTED, else null */
  waitlistPosition: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  answers: z.array(AnswerViewSchema),
  /**
   * only while APPROVED: what the door scans, and the same as an SVG image (`svg` is null in the
   * answer to register; GET …/me and GET …/me/qr.svg render it)
   */
  qr: z.object({ payload: z.string(), svg: z.string().nullable() }).nullable(),
  /** only while APPROVED, for online events */
  onlineUrl: z.string().nullable(),
});
export type RegistrationView = z.infer<typeof RegistrationViewSchema>;

/** GET /v1/events/{id}/me, and the answer of register and cancel. */
export const MyRegistrationSchema = z.object({
  eventId: z.string(),
  label: z.enum(registrationLabels),
  registration: RegistrationViewSchema.nullable(),
});
export type MyRegistration = z.infer<typeof MyRegistrationSchema>;

/** GET /v1/tickets/by-link: a non-member's ticket opened from their approval email, with its event. */
export const TicketByLinkSchema = MyRegistrationSchema.extend({
  event: z.object({
    id: z.string(),
    handle: z.string(),
    title: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    timezone: z.string(),
    allDay: z.boolean(),
  }),
});
export type TicketByLink = z.infer<typeof TicketByLinkSchema>;

/** The browser route an approval email links a non-member to (`?t=` carries the signed link). */
export const TICKET_LINK_PATH = '/events/ticket';

export const GuestCodeSentSchema = z.object({
  email: z.string(),
  /** false: the code sent earlier is still good, and no new email went out */
  sent: z.boolean(),
  codeLength: z.number(),
  expiresAt: z.string(),
  resendAvailableAt: z.string(),
});

export const GuestProofSchema = z.object({
  /** send as the X-Guest-Token header to register, see the status, upload files and cancel */
  guestToken: z.string(),
  expiresAt: z.string(),
  email: z.string(),
  /** the email belongs to an account: the browser may suggest signing in instead */
  hasAccount: z.boolean(),
  label: z.enum(registrationLabels),
  registration: RegistrationViewSchema.nullable(),
});

/** GET /v1/events/{id}/regist-forms: the published form, with what the profile already says. */
export const PublicFormSchema = z.object({
  eventId: z.string(),
  /** asked questions in order (HIDDEN ones are left out), page breaks included */
  questions: z.array(QuestionSchema.omit({ deletedAt: true, revision: true })),
  /** question id → the signed-in user's profile value for profile-kind questions */
  prefill: z.record(z.string(), z.unknown()),
  /** a hackathon asks how the person takes part (send one as `participationType`); null elsewhere */
  participationTypes: z.array(z.enum(hackathonParticipationTypes)).nullable(),
});
export type PublicForm = z.infer<typeof PublicFormSchema>;

export const UploadedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  url: z.string(),
});

// ─── Tickets ──────────────────────────────────────────────────────────────────────────────────

const TicketNameSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(registrationLimits.ticketName, { error: 'validation.tooLong' })
  .refine((name) => !BIDI_CONTROLS.test(name), { error: 'validation.invalid' });
const Instant = z.iso.datetime({ offset: true, error: 'validation.invalidDate' });

const ticketFields = {
  name: TicketNameSchema.nullable(),
  description: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(registrationLimits.ticketDescription, { error: 'validation.tooLong' }),
  /** null: on sale from publication */
  saleStartsAt: Instant.nullable(),
  /** null: on sale until the event ends; never after it (G20016) */
  saleEndsAt: Instant.nullable(),
  /** null: unlimited; never below the number issued (G20015) */
  quantity: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(0, { error: 'validation.invalid' })
    .max(1_000_000, { error: 'validation.invalid' })
    .nullable(),
};

const saleWindowOrdered = (value: { saleStartsAt?: string | null; saleEndsAt?: string | null }) =>
  !value.saleStartsAt || !value.saleEndsAt || new Date(value.saleStartsAt) < new Date(value.saleEndsAt);

export const CreateTicketSchema = z
  .object({
    name: ticketFields.name.default(null),
    description: ticketFields.description.default(''),
    saleStartsAt: ticketFields.saleStartsAt.default(null),
    saleEndsAt: ticketFields.saleEndsAt.default(null),
    quantity: ticketFields.quantity.default(null),
  })
  .refine(saleWindowOrdered, { path: ['saleEndsAt'], error: 'validation.endBeforeStart' });
export type CreateTicket = z.output<typeof CreateTicketSchema>;

export const UpdateTicketSchema = z
  .object(ticketFields)
  .partial()
  .refine(saleWindowOrdered, { path: ['saleEndsAt'], error: 'validation.endBeforeStart' });
export type UpdateTicket = z.output<typeof UpdateTicketSchema>;

export const ticketSaleStates = ['BEFORE', 'OPEN', 'CLOSED', 'SOLD_OUT'] as const;

export const TicketSchema = z.object({
  id: z.string(),
  /** null: the default ticket, shown with the interface's own label */
  name: z.string().nullable(),
  description: z.string(),
  isDefault: z.boolean(),
  saleStartsAt: z.string().nullable(),
  saleEndsAt: z.string().nullable(),
  quantity: z.number().nullable(),
  issuedCount: z.number(),
  /** null: unlimited */
  remaining: z.number().nullable(),
  saleState: z.enum(ticketSaleStates),
  createdAt: z.string(),
});
export type Ticket = z.infer<typeof TicketSchema>;

/** GET /v1/events/{id}/tickets/info */
export const TicketsInfoSchema = z.object({
  eventId: z.string(),
  registrationState: z.enum(ticketSaleStates),
  formPublished: z.boolean(),
  approvalRequired: z.boolean(),
  waitlistEnabled: z.boolean(),
  /** the event's maximum participants (null: unlimited) and the seats taken (approved and pending) */
  maxParticipants: z.number().nullable(),
  taken: z.number(),
  waitlistCount: z.number(),
  tickets: z.array(TicketSchema),
});
export type TicketsInfo = z.infer<typeof TicketsInfoSchema>;

// ─── My events ────────────────────────────────────────────────────────────────────────────────

/** One of my registrations (GET /v1/users/events) or a user's registration for an event. */
export const RegistrationSummarySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  userId: z.string().nullable(),
  status: z.enum(registrationStatuses),
  label: z.enum(registrationLabels),
  checkInStatus: z.enum(checkInStatuses),
  checkedInAt: z.string().nullable(),
  ticket: TicketRefSchema,
  waitlistPosition: z.number().nullable(),
  createdAt: z.string(),
  event: z.object({
    id: z.string(),
    handle: z.string(),
    title: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    timezone: z.string(),
  }),
});
export type RegistrationSummary = z.infer<typeof RegistrationSummarySchema>;

export const MyRegistrationsQuerySchema = z.object({
  tab: z.enum(['upcoming', 'past', 'all'], { error: 'validation.invalid' }).default('all'),
  /** include cancelled and rejected registrations */
  includeInactive: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  take: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(50).default(20),
  cursorId: z.string().max(64).optional(),
});

/** GET /v1/users/{userId}/events/{eventId} */
export const UserEventRegistrationSchema = z.object({
  userId: z.string(),
  eventId: z.string(),
  label: z.enum(registrationLabels),
  registration: RegistrationSummarySchema.nullable(),
});
