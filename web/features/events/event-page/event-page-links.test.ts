import { describe, expect, it } from 'vitest';
import { pathOf } from '../../../../contract/endpoint.ts';
import { getEventCalendar } from '../../../../contract/endpoints/events/events.ts';
import { calendarFileUrl } from './event-page-links.ts';

describe('event page links', () => {
  it('links the calendar file at the path its endpoint declares', () => {
    for (const id of ['evt_1', 'a b/c']) expect(calendarFileUrl(id)).toBe(pathOf(getEventCalendar, { id }));
  });
});
