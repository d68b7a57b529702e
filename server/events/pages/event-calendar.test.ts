import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createEventAs, proUser, publish, type Actor } from '../../test/events.ts';
import { createCommunity, createCommunityEventAs, memberIn } from '../../test/community-people.ts';

/** Reads an iCalendar text back: unfolds lines, splits name;params:value, unescapes text. */
function parseIcs(text: string) {
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .replace(/\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter(Boolean);
  const props: Record<string, { params: string; value: string }> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const [name, ...params] = line.slice(0, colon).split(';');
    const value = line
      .slice(colon + 1)
      .replace(/\\n/gi, '\n')
      .replace(/\\([,;\\])/g, '$1');
    props[name] ??= { params: params.join(';'), value };
  }
  return { lines, props };
}

let t: TestApp;
let host: Actor;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_ORIGIN: 'https://moim.example' } });
  host = await proUser(t);
});
afterAll(async () => {
  await t.close();
});

const ics = (eventId: string, actor?: Actor) =>
  t.app.inject({ method: 'GET', url: `/v1/events/${eventId}/calendar.ics`, headers: actor ? { cookie: actor.cookie } : {} });

describe('GET /v1/events/{id}/calendar.ics', () => {
  it('is a valid calendar with the title, the times, the place and the description as plain text', async () => {
    const event = await createEventAs(t, host, {
      title: '서울 밋업: AI, data; and more',
      description: '<h2>Agenda</h2><p>Talks &amp; <strong>pizza</strong></p><ul><li>one</li></ul>',
    });
    await publish(t, host, event.id);
    const res = await ics(event.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${event.handle}.ics"`);
    const { lines, props } = parseIcs(res.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('END:VEVENT');
    expect(props.VERSION.value).toBe('2.0');
    expect(props.SUMMARY.value).toBe('서울 밋업: AI, data; and more');
    expect(props.DTSTART).toEqual({ params: '', value: '20260608T100000Z' });
    expect(props.DTEND).toEqual({ params: '', value: '20260608T120000Z' });
    expect(props.LOCATION.value).toBe('1 Teheran-ro, Gangnam-gu, Seoul, 3rd floor');
    expect(props.DESCRIPTION.value).toBe(`Agenda\nTalks & pizza\none\n\nhttps://moim.example/events/${event.handle}`);
    expect(props.URL.value).toBe(`https://moim.example/events/${event.handle}`);
    expect(props.UID.value).toBe(`${event.id}@moim`);
    // RFC 5545: CRLF line ends, no content line longer than 75 octets.
    expect(res.body.replaceAll('\r\n', '')).not.toContain('\n');
    for (const line of res.body.split(/\r?\n/)) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('gives all-day events whole dates in their timezone, the end exclusive', async () => {
    const event = await createEventAs(t, host, {
      allDay: true,
      timezone: 'Asia/Seoul',
      startsAt: '2026-06-09T00:00:00+09:00',
      endsAt: '2026-06-10T00:00:00+09:00',
    });
    await publish(t, host, event.id);
    const { props } = parseIcs((await ics(event.id)).body);
    expect(props.DTSTART).toEqual({ params: 'VALUE=DATE', value: '20260609' });
    expect(props.DTEND).toEqual({ params: 'VALUE=DATE', value: '20260611' });
  });

  it('names an online event "Online" and links its page, unless the viewer may see the address', async () => {
    const event = await createEventAs(t, host, { location: { mode: 'ONLINE', url: 'https://meet.example.com/secret-room' } });
    await publish(t, host, event.id);
    const anonymous = await ics(event.id);
    expect(anonymous.body).not.toContain('secret-room');
    expect(parseIcs(anonymous.body).props.LOCATION.value).toBe('Online');
    const forHost = parseIcs((await ics(event.id, host)).body).props;
    expect(forHost.LOCATION.value).toBe('https://meet.example.com/secret-room');
    expect(forHost.URL.value).toBe('https://meet.example.com/secret-room');
  });

  it('answers 404 G04002 for drafts outside the host team and for unknown ids', async () => {
    const draft = await createEventAs(t, host);
    expect((await ics(draft.id)).json()).toMatchObject({ statusCode: 404, errorCode: 'G04002' });
    expect((await ics(draft.id, host)).statusCode).toBe(200);
    expect((await ics('00000000-0000-4000-8000-000000000000')).json().errorCode).toBe('G04002');
  });

  it('is private and never stored on the way when the event is not public or the reader is signed in', async () => {
    const open = await createEventAs(t, host);
    await publish(t, host, open.id);
    expect((await ics(open.id)).headers['cache-control']).toBe('no-cache');
    expect((await ics(open.id, host)).headers['cache-control']).toBe('private, no-store');

    const hidden = await createEventAs(t, host, { visibility: 'SECRET' });
    await publish(t, host, hidden.id);
    expect((await ics(hidden.id)).headers['cache-control']).toBe('private, no-store');

    const acme = await createCommunity(t, 'Acme Calendars');
    const forMembers = await createCommunityEventAs(t, acme, { visibility: 'MEMBER_ONLY' });
    await publish(t, acme.owner, forMembers.id);
    const member = await memberIn(t, acme, 'APPROVED');
    const res = await ics(forMembers.id, member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
