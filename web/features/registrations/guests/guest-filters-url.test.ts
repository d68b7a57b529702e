import { describe, expect, it } from 'vitest';
import { ParticipantFiltersSchema } from '../../../../contract/guests.ts';
import { panelFilterCount, readGuestFilters, toApiFilters, writeGuestFilters } from './guest-filters-url.ts';

const q1 = '6f1c1a52-3a53-4a87-9a52-0a7f0c8b1d11';
const c1 = '8d0e7d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const c2 = '9e1f8e8f-2b3c-4d4e-9f0a-1b2c3d4e5f60';

describe('the guest list filters in the address', () => {
  it('read back what they wrote', () => {
    const state = {
      status: 'PENDING' as const,
      checkIn: 'CHECKED_IN' as const,
      ticketIds: ['t1', 't2'],
      answers: [{ questionId: q1, choiceIds: [c1, c2] }],
      participationTypes: ['JUDGE' as const, 'MENTOR' as const],
    };
    const params = writeGuestFilters(state);
    expect(params.toString()).toBe(
      `status=PENDING&checkIn=CHECKED_IN&ticket=t1%2Ct2&answer=${q1}%3A${c1}.${c2}&type=JUDGE%2CMENTOR`,
    );
    expect(readGuestFilters(new URLSearchParams(params.toString()))).toEqual(state);
    expect(panelFilterCount(state)).toBe(4);
  });

  it('ignore what is not a filter (a hand-edited address)', () => {
    expect(
      readGuestFilters(new URLSearchParams('status=NOPE&checkIn=maybe&answer=q1:&answer=:c1&ticket=,&type=HACKER,')),
    ).toEqual({
      status: null,
      checkIn: null,
      ticketIds: [],
      answers: [],
      participationTypes: [],
    });
  });

  it('become the filters the API accepts, leaving out those not set', () => {
    const none = toApiFilters({ status: null, checkIn: null, ticketIds: [], answers: [], participationTypes: [] });
    expect(none).toEqual({});
    const some = toApiFilters({
      status: 'APPROVED',
      checkIn: 'NOT_CHECKED_IN',
      ticketIds: [],
      answers: [{ questionId: q1, choiceIds: [c1] }],
      participationTypes: ['JUDGE'],
    });
    expect(ParticipantFiltersSchema.parse(some)).toEqual({
      status: ['APPROVED'],
      checkInStatus: 'NOT_CHECKED_IN',
      answers: [{ questionId: q1, choiceIds: [c1] }],
      participationType: ['JUDGE'],
    });
  });
});
