import { describe, expect, it } from 'vitest';
import type { EventDetail } from '../../../../../contract/event-views.ts';
import { visibilitiesFor } from '../../../../../contract/events.ts';
import { formErrorsFromApi, validateEventForm } from './event-form-validation.ts';
import { eventFormValues, eventPayload, newEventValues } from './event-form-values.ts';
import type { EventFormValues } from './event-form-values.ts';
import { changedFields } from './event-update.ts';
import { ApiError } from '../../../../api/api-error.ts';

const saved: EventDetail = {
  id: '4b1c8c5e-7f0e-4c55-9a8e-6a1f2d3c4b5a',
  handle: 'seoul-ai',
  type: 'EVENT',
  title: 'Seoul AI',
  description: '<p>Hi</p>',
  coverImageUrl: null,
  startsAt: '2026-12-12T10:00:00.000Z',
  endsAt: '2026-12-12T12:00:00.000Z',
  allDay: false,
  timezone: 'Asia/Seoul',
  location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: '1 Teheran-ro', city: 'Seoul' }, detail: '3F' },
  eventTypes: ['MEETUP'],
  eventFields: [],
  approvalRequired: false,
  visibility: 'PUBLIC',
  communityId: null,
  listed: true,
  maxParticipants: null,
  loungeEnabled: false,
  waitlistEnabled: false,
  photoLink: null,
  contentsLink: null,
  status: 'DRAFT',
  publishedAt: null,
  myRole: 'HOST',
  createdAt: '2026-06-01T00:00:00.000Z',
  updatedAt: '2026-06-01T00:00:00.000Z',
};

const filled = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({ ...eventFormValues(saved), ...overrides });

describe('the event form', () => {
  it('reads a stored event as wall-clock dates and times of its timezone, and writes it back', () => {
    const values = eventFormValues(saved);
    expect(values).toMatchObject({
      startDate: '2026-12-12',
      startTime: '19:00',
      endDate: '2026-12-12',
      endTime: '21:00',
      detail: '3F',
    });
    expect(eventPayload(values)).toMatchObject({
      startsAt: saved.startsAt,
      endsAt: saved.endsAt,
      maxParticipants: null,
      handle: 'seoul-ai',
    });
    expect(eventPayload(values).location).toEqual({
      mode: 'OFFLINE',
      venue: {
        type: 'MANUAL',
        fullAddress: '1 Teheran-ro',
        shortAddress: null,
        city: 'Seoul',
        region: null,
        country: null,
        placeId: null,
      },
      detail: '3F',
    });
  });

  it('checks with the API’s own schema and puts each message on its field', () => {
    expect(validateEventForm(filled(), 'edit')).toEqual({});
    const errors = validateEventForm(
      filled({
        title: ' ',
        endTime: '18:00',
        venue: { ...filled().venue, fullAddress: '' },
        maxParticipants: 0,
        handle: 'no spaces',
      }),
      'create',
    );
    expect(errors).toEqual({
      title: 'validation.required',
      endDate: 'validation.endBeforeStart',
      'venue.fullAddress': 'validation.required',
      maxParticipants: 'validation.invalidMaxParticipants',
      handle: 'validation.handleInvalid',
    });
    expect(validateEventForm(filled({ locationMode: 'ONLINE', onlineUrl: 'not a url' }), 'edit')).toEqual({
      onlineUrl: 'validation.invalidUrl',
    });
    expect(validateEventForm(filled({ startDate: '' }), 'edit').startDate).toBe('validation.required');
  });

  it('lets an all-day event end on the day it starts', () => {
    expect(validateEventForm(filled({ allDay: true, startTime: '', endTime: '' }), 'edit')).toEqual({});
    expect(eventPayload(filled({ allDay: true }))).toMatchObject({
      startsAt: '2026-12-11T15:00:00.000Z',
      endsAt: '2026-12-11T15:00:00.000Z',
    });
  });

  it('sends only what changed, and the four time fields together', () => {
    const initial = filled();
    expect(changedFields(initial, initial)).toEqual({});
    expect(changedFields(filled({ title: 'New' }), initial)).toEqual({ title: 'New' });
    expect(Object.keys(changedFields(filled({ endTime: '22:00' }), initial)).sort()).toEqual([
      'allDay',
      'endsAt',
      'startsAt',
      'timezone',
    ]);
  });

  it('starts a new event tomorrow evening where the host is', () => {
    const values = newEventValues('HACKATHON', new Date('2026-11-21T16:00:00Z'));
    expect(values).toMatchObject({ type: 'HACKATHON', startTime: '19:00', endTime: '21:00', visibility: 'PUBLIC', listed: true });
    expect(values.startDate).toBe(values.endDate);
  });

  it('places the API’s field errors, and a taken handle, on the form', () => {
    const taken = new ApiError({ status: 409, errorCode: 'G09006', message: 'taken' });
    expect(formErrorsFromApi(taken)).toEqual({ handle: 'errors.eventHandleAlreadyInUse' });
    const invalid = new ApiError({
      status: 400,
      errorCode: 'G00100',
      message: 'x',
      fields: { 'location.venue.fullAddress': 'Required', endsAt: 'Too early' },
    });
    expect(formErrorsFromApi(invalid)).toEqual({ 'venue.fullAddress': 'Required', endDate: 'Too early' });
    expect(formErrorsFromApi(new Error('boom'))).toBeNull();
  });

  it('offers Members only for a community’s event only, and shows the API’s refusal on the visibility choice', () => {
    expect(visibilitiesFor(true)).toEqual(['PUBLIC', 'MEMBER_ONLY', 'SECRET']);
    expect(visibilitiesFor(false)).toEqual(['PUBLIC', 'SECRET']);
    const refused = new ApiError({
      status: 400,
      errorCode: 'G20018',
      message: 'x',
      fields: { visibility: 'Only a community’s events' },
    });
    expect(formErrorsFromApi(refused)).toEqual({ visibility: 'Only a community’s events' });
  });
});
