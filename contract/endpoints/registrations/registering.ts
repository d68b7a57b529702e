import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import {
  CheckEmailSchema,
  GuestCodeSentSchema,
  GuestProofSchema,
  MyRegistrationSchema,
  MyRegistrationsQuerySchema,
  PublicFormSchema,
  RegisterSchema,
  RegistrationSummarySchema,
  TicketByLinkSchema,
  UserEventRegistrationSchema,
  VerifyGuestEmailSchema,
} from '../../registration-views.ts';

const tags = ['registration'];
const params = z.object({ id: z.string().max(64) });
const mine = { 200: z.object({ data: MyRegistrationSchema }) };
const who =
  'A signed-in member, or a non-member sending the `X-Guest-Token` header from check-email/verify (for this event; otherwise 401 G01020). ' +
  'Neither: 401 G01001.';

/** The published registration form, with a member's profile values to prefill it. */
export const getRegistrationForm = endpoint({
  method: 'GET',
  path: '/v1/events/:id/regist-forms',
  params,
  responses: { 200: z.object({ data: PublicFormSchema }) },
  errors: ['G04002', 'G04007'],
  tags,
  description:
    'The published form: asked questions in order (HIDDEN ones left out) and, for a signed-in member, `prefill` with their ' +
    'profile values by question id. Unpublished form: 404 G04007; unknown or draft event: 404 G04002.',
});

/** Registers a member, or a non-member with their guest token, for an event. */
export const registerForEvent = endpoint({
  method: 'POST',
  path: '/v1/events/:id/register',
  params,
  body: RegisterSchema,
  responses: { 201: z.object({ data: MyRegistrationSchema }) },
  errors: [
    'G01020',
    'G04002',
    'G01019',
    'G20002',
    'G20017',
    'G20013',
    'G04006',
    'G20049',
    'G09007',
    'G20047',
    'G10016',
    'G20003',
  ],
  tags,
  description:
    `${who} Answers are checked per kind (G20047 with a message per \`answers.<questionId>\`); required terms not agreed: G10016 ` +
    '(non-members also agree to the policies: `agreeToPolicies`). Event or form unpublished: G20002; event ended: G20017; ' +
    'outside the ticket sale: G20013; unknown ticket: 404 G04006; ticket off sale: G20049; a registration already there: 409 G09007 ' +
    '(a cancelled one may register again). Full: G20003, or WAITLISTED when the waitlist is on. APPROVED, or PENDING when the ' +
    "host approves guests. `updateProfile` writes profile-kind answers back to a member's profile.",
});

/** Emails a non-member a code that proves their email for this event. */
export const sendGuestCode = endpoint({
  method: 'POST',
  path: '/v1/events/:id/check-email',
  params,
  body: CheckEmailSchema,
  responses: { 200: z.object({ data: GuestCodeSentSchema }) },
  errors: ['G04002', 'G01016', 'G01017', 'G01018'],
  tags,
  description:
    'Non-members: emails a 6-digit code for this event (valid 5 minutes), or keeps the one already sent while it works (`sent: false`). ' +
    '`resend`: once a minute (403 G01017), five an hour (403 G01018); ten wrong guesses an hour lock the email (401 G01016); ' +
    '10 requests a minute per address (429 G00104). Unknown or draft event: 404 G04002.',
});

/** Checks a non-member's code: their guest token, and their registration if there is one. */
export const verifyGuestCode = endpoint({
  method: 'POST',
  path: '/v1/events/:id/check-email/verify',
  params,
  body: VerifyGuestEmailSchema,
  responses: { 200: z.object({ data: GuestProofSchema }) },
  errors: ['G04002', 'G01014', 'G01015', 'G01016', 'G01026'],
  tags,
  description:
    'Checks the code: the guest token (send it as `X-Guest-Token`, valid one hour) and the registration for this email if there ' +
    'is one — the only way a non-member sees their status. Wrong: 401 G01014; five wrong: 401 G01015; expired: 401 G01026.',
});

/** A non-member's ticket, opened from the signed link of their approval email. */
export const getTicketByLink = endpoint({
  method: 'GET',
  path: '/v1/tickets/by-link',
  query: z.object({ token: z.string().min(1).max(512) }),
  responses: { 200: z.object({ data: TicketByLinkSchema }) },
  errors: ['G01029'],
  tags,
  description:
    "A non-member's ticket opened from their approval email: `token` is the signed link's `t`, naming one registration, good " +
    'for viewing it until the event ends. Altered, expired or not a ticket link: 401 G01029. 30 a minute per address (429 G00104).',
});

/** The registration of the member signed in, or of the proven non-member, with its ticket. */
export const getMyRegistration = endpoint({
  method: 'GET',
  path: '/v1/events/:id/me',
  params,
  responses: mine,
  errors: ['G01020', 'G04002'],
  tags,
  description: `${who} The registration with its status label, answers and, while APPROVED, the ticket's QR code; or NOT_REGISTERED.`,
});

/** The ticket's QR code as SVG, while approved. */
export const getMyTicketQr = endpoint({
  method: 'GET',
  path: '/v1/events/:id/me/qr.svg',
  params,
  responses: {},
  errors: ['G01020', 'G04006'],
  tags,
  description: `${who} The ticket's QR code as SVG, while APPROVED (else 404 G04006).`,
  produces: ['image/svg+xml'],
});

/** Cancels the registration; the seat goes to the first in line. */
export const cancelMyRegistration = endpoint({
  method: 'POST',
  path: '/v1/events/:id/me/cancel',
  params,
  responses: mine,
  errors: ['G01020', 'G04003', 'G20017', 'G20024'],
  tags,
  description: `${who} Cancels (from APPROVED, PENDING or WAITLISTED; else G20024); the seat goes to the first in line. Not registered: 404 G04003; event ended: G20017.`,
});

/** The signed-in member's registrations with their events, page by page. */
export const listMyRegistrations = endpoint({
  method: 'GET',
  path: '/v1/users/events',
  query: MyRegistrationsQuerySchema,
  responses: {
    200: z.object({
      data: z.object({ items: z.array(RegistrationSummarySchema), hasMore: z.boolean(), cursorId: z.string().nullable() }),
    }),
  },
  errors: [],
  tags,
  description:
    "The signed-in member's registrations with their events (`tab`: upcoming soonest first, past or all latest first). " +
    'Cancelled and rejected ones only with `includeInactive=true`. Paged by `take` and `cursorId`.',
});

/** A member's registration for an event, for themselves and for the event's host team. */
export const getUserEventRegistration = endpoint({
  method: 'GET',
  path: '/v1/users/:userId/events/:eventId',
  params: z.object({ userId: z.string().max(64), eventId: z.string().max(64) }),
  responses: { 200: z.object({ data: UserEventRegistrationSchema }) },
  errors: ['G04003', 'G04002'],
  tags,
  description:
    "A member's registration for an event (or NOT_REGISTERED): for themselves and for the event's host team; anyone else 404 G04003.",
});
