// The registrations context: forms, tickets, registering, the waitlist, guest lists, check-in, exports, retention.
// This file is its only entry for the rest of the server. It uses identity, events through their faces.
export { neutraliseFormula } from './exports/csv-cells.ts';
export { checkSubmission, type CheckedAnswer } from './forms/answers.ts';
export { loadQuestions } from './forms/form-builder.service.ts';
export { profilePrefill } from './forms/profile-prefill.ts';
export { rankBetween } from './forms/question-rank.ts';
export { questionColumns, toQuestion } from './forms/question-rules.ts';
export { guestsModule } from './guests.module.ts';
export { ensureRegistrationSetup } from './registering/registration-setup.ts';
export { registrationsModule } from './registrations.module.ts';
export { monthsBefore, purgeExpiredGuestData, type PurgeResult } from './retention/retention.service.ts';
export { signTicketLink } from './tickets/ticket-link.ts';
export { ticketQrPayload } from './tickets/ticket-qr.ts';
export { promoteIfCapacityGrew } from './waitlist/waitlist.service.ts';
