import type { ParticipantFilters } from '../../../../contract/guests.ts';
import { checkInStatuses, registrationStatuses } from '../../../../contract/registrations.ts';
import type { CheckInStatus, RegistrationStatus } from '../../../../contract/registrations.ts';
import { hackathonParticipationTypes } from '../../../../contract/users.ts';
import type { HackathonParticipationType } from '../../../../contract/users.ts';

type AnswerFilter = NonNullable<ParticipantFilters['answers']>[number];

export type GuestFilterState = {
  status: RegistrationStatus | null;
  checkIn: CheckInStatus | null;
  ticketIds: string[];
  answers: AnswerFilter[];
  /** a hackathon's participation types (any of) */
  participationTypes: HackathonParticipationType[];
};

const isStatus = (value: string | null): value is RegistrationStatus =>
  (registrationStatuses as readonly (string | null)[]).includes(value);
const isParticipationType = (value: string): value is HackathonParticipationType =>
  (hackathonParticipationTypes as readonly string[]).includes(value);
const isCheckIn = (value: string | null): value is CheckInStatus =>
  (checkInStatuses as readonly (string | null)[]).includes(value);

// In the address as `?status=PENDING&checkIn=CHECKED_IN&ticket=a,b&answer=q1:c1.c2&answer=q2:c3&type=JUDGE,MENTOR`,
// so a filtered list can be linked to (the dashboard's "Review pending") and survives a reload.
export function readGuestFilters(params: URLSearchParams): GuestFilterState {
  const status = params.get('status');
  const checkIn = params.get('checkIn');
  return {
    status: isStatus(status) ? status : null,
    checkIn: isCheckIn(checkIn) ? checkIn : null,
    ticketIds: (params.get('ticket') ?? '').split(',').filter(Boolean),
    answers: params
      .getAll('answer')
      .map((raw) => {
        const [questionId = '', choices = ''] = raw.split(':');
        return { questionId, choiceIds: choices.split('.').filter(Boolean) };
      })
      .filter((filter) => filter.questionId && filter.choiceIds.length > 0),
    participationTypes: (params.get('type') ?? '').split(',').filter(isParticipationType),
  };
}

export function writeGuestFilters(state: GuestFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.checkIn) params.set('checkIn', state.checkIn);
  if (state.ticketIds.length) params.set('ticket', state.ticketIds.join(','));
  for (const filter of state.answers)
    if (filter.choiceIds.length) params.append('answer', `${filter.questionId}:${filter.choiceIds.join('.')}`);
  if (state.participationTypes.length) params.set('type', state.participationTypes.join(','));
  return params;
}

/** The filters as the API takes them. */
export function toApiFilters(state: GuestFilterState): ParticipantFilters {
  return {
    ...(state.status ? { status: [state.status] } : {}),
    ...(state.checkIn ? { checkInStatus: state.checkIn } : {}),
    ...(state.ticketIds.length ? { ticketIds: state.ticketIds } : {}),
    ...(state.answers.length ? { answers: state.answers } : {}),
    ...(state.participationTypes.length ? { participationType: state.participationTypes } : {}),
  };
}

/** How many filters of the Filters panel are on (the status chips are counted apart). */
export const panelFilterCount = (state: GuestFilterState) =>
  (state.checkIn ? 1 : 0) + (state.ticketIds.length ? 1 : 0) + state.answers.length + (state.participationTypes.length ? 1 : 0);
