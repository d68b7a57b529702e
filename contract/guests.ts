// Guest management and check-in (docs/roles.md says who may do what): the
// guest list's query and filters, status changes, the scanner's answers, the live check-in count
// and the host dashboard. The browser and the server share these schemas.
import { z } from 'zod';
import { TicketRefSchema } from './registration-views.ts';
import { AnswerViewSchema, checkInStatuses, registrationLabels, registrationStatuses } from './registrations.ts';
import { hostFieldKeys, outputShape } from './profile-fields.ts';
import { hackathonParticipationTypes } from './users.ts';

export const guestLimits = {
  take: 100,
  search: 100,
  /** a shorter search would match nearly everyone (G00340) */
  searchMin: 2,
  /** a search counts its matches up to this many, then says "1,000+" (decision 049) */
  totalCap: 1000,
  bulkIds: 500,
  /** longest `filters` JSON the list accepts */
  filtersJson: 4000,
  /** the longest scanned text the check-in accepts at all (anything not a ticket is G20080) */
  qrPayload: 4096,
} as const;

/** What the interface sends as a search: nothing until it has the characters a search needs (G00340 otherwise). */
export function sentSearch(text: string): string | undefined {
  const trimmed = text.trim();
  return [...trimmed].length >= guestLimits.searchMin ? trimmed : undefined;
}

export const participantSorts = ['NEWEST', 'OLDEST', 'NAME', 'RECENTLY_CHECKED_IN'] as const;
export type ParticipantSort = (typeof participantSorts)[number];

/** Guests who picked any of these choices of a SINGLE_CHOICE or MULTIPLE_CHOICE question. */
export const AnswerFilterSchema = z.object({
  questionId: z.string().max(64),
  choiceIds: z.array(z.string().max(64)).min(1).max(50),
});

/**
 * The guest list's filters, all optional and combined with AND: registration statuses (any of),
 * check-in status (the check-in tabs: Attended = CHECKED_IN, Not Attended = NOT_CHECKED_IN, All =
 * omitted), tickets (any of) and choice answers (each filter: any of its choices).
 */
export const ParticipantFiltersSchema = z.strictObject({
  status: z.array(z.enum(registrationStatuses)).max(registrationStatuses.length).optional(),
  checkInStatus: z.enum(checkInStatuses).optional(),
  ticketIds: z.array(z.string().max(64)).max(50).optional(),
  answers: z.array(AnswerFilterSchema).max(10).optional(),
  /** a hackathon's participation types (any of) */
  participationType: z.array(z.enum(hackathonParticipationTypes)).max(hackathonParticipationTypes.length).optional(),
});
export type ParticipantFilters = z.infer<typeof ParticipantFiltersSchema>;

const SearchSchema = z.string().trim().max(guestLimits.search, { error: 'validation.tooLong' });

/** `filters` travels in the query string as one JSON-encoded object (URL-encoded). */
const FiltersJsonSchema = z
  .string()
  .max(guestLimits.filtersJson)
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
      return z.NEVER;
    }
  })
  .pipe(ParticipantFiltersSchema);

/** GET /v1/event-managements/{id}/participants */
export const ParticipantListQuerySchema = z.object({
  take: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(guestLimits.take).default(20),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  search: SearchSchema.optional(),
  filters: FiltersJsonSchema.optional(),
  sort: z.enum(participantSorts).default('NEWEST'),
});
export type ParticipantListQuery = z.output<typeof ParticipantListQuerySchema>;

/** One guest as the host team's list shows them. `id` is the registration's id (the `pid` of the URLs). */
export const ParticipantSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  /** false for a non-member (registered by email only) */
  isMember: z.boolean(),
  /** the ORGANIZATION answer, else the member's profile */
  organization: z.string().nullable(),
  status: z.enum(registrationStatuses),
  label: z.enum(registrationLabels),
  /** how they take part in a hackathon; null for other events */
  participationType: z.enum(hackathonParticipationTypes).nullable(),
  checkInStatus: z.enum(checkInStatuses),
  checkedInAt: z.string().nullable(),
  ticket: TicketRefSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const ParticipantPageSchema = z.object({
  items: z.array(ParticipantSchema),
  /** how many match; with `totalCapped`, at least this many (a search stops counting, decision 049) */
  total: z.number(),
  /** true: more than `total` match (shown as "1,000+") */
  totalCapped: z.boolean(),
  page: z.number(),
  take: z.number(),
  hasMore: z.boolean(),
});
export type ParticipantPage = z.infer<typeof ParticipantPageSchema>;

/**
 * A guest's card as the host team sees it: the fields shown to hosts (contract/profile-fields.ts),
 * never their email, phone, birthday or address.
 */
export const ProfileCardSchema = z.object({
  participantId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  isMember: z.boolean(),
  ...outputShape(hostFieldKeys),
});
export type ProfileCard = z.infer<typeof ProfileCardSchema>;

export const checkInActions = ['CHECK_IN', 'UNDO'] as const;
export const checkInSources = ['QR', 'MANUAL'] as const;
export type CheckInAction = (typeof checkInActions)[number];
export type CheckInSource = (typeof checkInSources)[number];

/** One entry of the door's log: who changed whose check-in, how and when. */
export const CheckInLogEntrySchema = z.object({
  id: z.string(),
  participantId: z.string(),
  name: z.string(),
  action: z.enum(checkInActions),
  source: z.enum(checkInSources),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  occurredAt: z.string(),
});
export type CheckInLogEntry = z.infer<typeof CheckInLogEntrySchema>;

/** GET …/participants/{pid}: the guest, their RSVP answers (with the questions as answered) and their card. */
export const ParticipantDetailSchema = ParticipantSchema.extend({
  locale: z.string(),
  answers: z.array(AnswerViewSchema),
  profile: ProfileCardSchema,
  checkInLog: z.array(CheckInLogEntrySchema),
});
export type ParticipantDetail = z.infer<typeof ParticipantDetailSchema>;

export const hostSettableStatuses = ['APPROVED', 'PENDING', 'REJECTED'] as const;

/** PATCH …/participants/{pid}: either or both. */
export const ChangeParticipantSchema = z
  .object({
    status: z.enum(hostSettableStatuses, { error: 'validation.invalid' }).optional(),
    checkInStatus: z.enum(checkInStatuses, { error: 'validation.invalid' }).optional(),
  })
  .refine((body) => body.status !== undefined || body.checkInStatus !== undefined, {
    error: 'validation.required',
    path: ['status'],
  });
export type ChangeParticipant = z.output<typeof ChangeParticipantSchema>;

/** POST …/participants/bulk: all or nothing. */
export const BulkChangeParticipantsSchema = z.object({
  ids: z
    .array(z.string().max(64))
    .min(1, { error: 'validation.required' })
    .max(guestLimits.bulkIds, { error: 'validation.invalid' }),
  status: z.enum(hostSettableStatuses, { error: 'validation.invalid' }),
});

/** POST …/participants/export-csv: the list's search and filters (none: every guest). */
export const ExportParticipantsSchema = z.object({
  search: SearchSchema.optional(),
  filters: ParticipantFiltersSchema.default({}),
});
export type ExportParticipants = z.output<typeof ExportParticipantsSchema>;

export const ParticipantExportSchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string(), email: z.string() }),
  search: z.string().nullable(),
  filters: ParticipantFiltersSchema,
  rowCount: z.number(),
  createdAt: z.string(),
});
export type ParticipantExport = z.infer<typeof ParticipantExportSchema>;

/** POST …/check-in: what the scanner read. */
// A scanner sends whatever the code held. Control characters and half surrogate pairs become U+FFFD,
// which no ticket contains: such a code is answered as unreadable (G20080), not as a form error.
const scannedText = (text: string) =>
  text.toWellFormed().replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, '\uFFFD');

export const CheckInByQrSchema = z.object({ qr: z.string().max(guestLimits.qrPayload).transform(scannedText) });

export const CheckInResultSchema = z.object({
  /** ALREADY_CHECKED_IN: an earlier scan won; `checkedInAt` is that scan's time */
  outcome: z.enum(['CHECKED_IN', 'ALREADY_CHECKED_IN']),
  checkedInAt: z.string(),
  participant: ParticipantSchema,
});
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

export const UndoCheckInResultSchema = z.object({
  /** NOT_CHECKED_IN: there was nothing to undo */
  outcome: z.enum(['UNDONE', 'NOT_CHECKED_IN']),
  participant: ParticipantSchema,
});
export type UndoCheckInResult = z.infer<typeof UndoCheckInResultSchema>;

/** GET …/check-in/summary, and the stream's `summary` event. */
export const CheckInSummarySchema = z.object({
  eventId: z.string(),
  total: z.number(),
  approved: z.number(),
  checkedIn: z.number(),
  notCheckedIn: z.number(),
  pending: z.number(),
  waitlisted: z.number(),
  rejected: z.number(),
  cancelled: z.number(),
  lastCheckInAt: z.string().nullable(),
});
export type CheckInSummary = z.infer<typeof CheckInSummarySchema>;

/** GET /v1/event-managements/{id}/dashboard: the numbers behind the management index's charts. */
export const HostDashboardSchema = z.object({
  eventId: z.string(),
  timezone: z.string(),
  capacity: z.object({ maxParticipants: z.number().nullable(), seatsTaken: z.number() }),
  countsByStatus: z.object({
    APPROVED: z.number(),
    PENDING: z.number(),
    REJECTED: z.number(),
    CANCELLED: z.number(),
    WAITLISTED: z.number(),
  }),
  total: z.number(),
  pendingApprovals: z.number(),
  checkIn: z.object({ approved: z.number(), checkedIn: z.number(), rate: z.number() }),
  /** one bucket per day in the event's time zone, first registration to last, empty days included */
  registrationsOverTime: z.array(z.object({ date: z.string(), count: z.number(), cumulative: z.number() })),
  /** one bucket per hour in the event's time zone (`YYYY-MM-DDTHH:00`), hours with check-ins only */
  checkInsOverTime: z.array(z.object({ hour: z.string(), count: z.number() })),
  tickets: z.array(
    z.object({
      id: z.string(),
      name: z.string().nullable(),
      isDefault: z.boolean(),
      quantity: z.number().nullable(),
      issuedCount: z.number(),
      approved: z.number(),
      checkedIn: z.number(),
    }),
  ),
});
export type HostDashboard = z.infer<typeof HostDashboardSchema>;
