// The event of the check-in journeys: approval required, a choice question, a host, a staff member
// and guests in every state the screens show. Made through the API, as people would.
import type { CheckInSite, Person } from './check-in-site.ts';

export type Guest = Person & { pid: string };
type Question = { id: string; kind: string; choices: { id: string; label: string }[] };

export async function doorEvent(site: CheckInSite) {
  const host = await site.person('Kim Minji', 'PRO');
  const staff = await site.person('Staff Park');
  const event = await site.api(host, 'POST', '/v1/events', {
    title: 'Seoul Builders Night',
    startsAt: '2026-06-08T10:00:00.000Z',
    endsAt: '2026-06-08T13:00:00.000Z',
    timezone: 'Asia/Seoul',
    location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: '231 Teheran-ro, Gangnam-gu, Seoul', city: 'Seoul' } },
    eventTypes: ['MEETUP'],
    eventFields: ['IT_PROGRAMMING'],
    approvalRequired: true,
  });
  const id: string = event.id;
  const manage = (path = '') => `/v1/event-managements/${id}${path}`;
  await site.api(host, 'POST', manage('/hosts'), { email: staff.email, role: 'STAFF' });
  const track: Question = await site.api(host, 'POST', manage('/regist-questions'), {
    kind: 'SINGLE_CHOICE',
    requirement: 'OPTIONAL',
    title: 'Track',
    choices: [{ label: 'Frontend' }, { label: 'Backend' }],
  });
  await site.api(host, 'POST', manage('/publish'));
  await site.api(host, 'POST', manage('/regist-forms/publish'));
  const form: { questions: Question[] } = await site.api(host, 'GET', manage('/regist-forms'));
  const question = (kind: string) => form.questions.find((q) => q.kind === kind)!;
  const choice = (label: string) => track.choices.find((c) => c.label === label)!.id;

  async function register(name: string, trackLabel: string): Promise<Guest> {
    const person = await site.person(name);
    const answers = [
      { questionId: question('NAME').id, value: name },
      { questionId: question('EMAIL').id, value: person.email },
      { questionId: track.id, value: { choiceId: choice(trackLabel), other: null } },
    ];
    const mine = await site.api(person, 'POST', `/v1/events/${id}/register`, { answers });
    return { ...person, pid: mine.registration.id };
  }
  const decide = (guest: Guest, status: string) => site.api(host, 'PATCH', manage(`/participants/${guest.pid}`), { status });

  const scanned = await register('Park Jiwoo', 'Frontend');
  const byName = await register('김하늘', 'Backend');
  const pending = await register('Han Seojun', 'Backend');
  const pendingToo = await register('Oh Sena', 'Frontend');
  const cancelled = await register('Lim Dahye', 'Frontend');
  await decide(scanned, 'APPROVED');
  await decide(byName, 'APPROVED');
  await site.api(cancelled, 'POST', `/v1/events/${id}/me/cancel`);
  const ticket = await site.api(scanned, 'GET', `/v1/events/${id}/me`);

  return {
    id,
    host,
    staff,
    guests: { scanned, byName, pending, pendingToo, cancelled },
    qr: ticket.registration.qr.payload as string,
  };
}

/** An approved guest's ticket for a different event of the same host: the scanner must refuse it. */
export async function otherEventTicket(site: CheckInSite, host: Person): Promise<string> {
  const event = await site.api(host, 'POST', '/v1/events', {
    title: 'Another Night',
    startsAt: '2026-06-09T10:00:00.000Z',
    endsAt: '2026-06-09T12:00:00.000Z',
    timezone: 'Asia/Seoul',
    location: { mode: 'ONLINE', url: 'https://meet.example.com/another' },
    eventTypes: ['MEETUP'],
    eventFields: ['IT_PROGRAMMING'],
  });
  await site.api(host, 'POST', `/v1/event-managements/${event.id}/publish`);
  await site.api(host, 'POST', `/v1/event-managements/${event.id}/regist-forms/publish`);
  const form: { questions: Question[] } = await site.api(host, 'GET', `/v1/event-managements/${event.id}/regist-forms`);
  const guest = await site.person('Other Guest');
  const answers = ['NAME', 'EMAIL'].map((kind) => ({
    questionId: form.questions.find((q) => q.kind === kind)!.id,
    value: kind === 'NAME' ? guest.name : guest.email,
  }));
  const mine = await site.api(guest, 'POST', `/v1/events/${event.id}/register`, { answers });
  return mine.registration.qr.payload as string;
}
