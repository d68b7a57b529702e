// The emails of join requests and invitations, read at a real SMTP receiver: a request and its
// accept, a request and its decline, an invitation and its accept, and "added to a team" to the
// newcomer and the teammates, each in the receiver's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import {
  addMember,
  addTrack,
  call,
  createProject,
  hackathonTeam,
  participant,
  type Actor,
  type HackathonTeam,
  hackathonPaths,
} from '../../test/hackathons.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';

let t: TestApp;
let receiver: SmtpReceiver;
let team: HackathonTeam;
let trackId: string;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
  team = await hackathonTeam(t);
  trackId = (await addTrack(t, team.owner, team.event.id)).id;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const eventId = () => team.event.id;
const ask = (who: Actor, projectId: string, body: object) =>
  call(t, who, 'POST', hackathonPaths.joinRequests(eventId(), projectId), body);
const invite = (leader: Actor, projectId: string, body: object) =>
  call(t, leader, 'POST', hackathonPaths.invitations(eventId(), projectId), body);
const answer = (who: Actor, verb: 'accept' | 'decline', requestId: string) =>
  call(t, who, 'POST', hackathonPaths[verb](eventId(), requestId));

describe('the emails, at the SMTP receiver', () => {
  it('a request and its accept, a request and its decline, an invitation and its accept, "added to a team"', async () => {
    const leader = await participant(t, team, { name: 'Mina Leader' });
    const projectId = (await createProject(t, leader, eventId(), trackId, { teamName: 'Night Owls' })).id;
    const mate = await participant(t, team, { name: 'Jisoo Mate', locale: 'ko' });
    await addMember(t, leader, eventId(), projectId, mate);
    const asker = await participant(t, team, { name: 'Dana Asker' });
    const turnedDown = await participant(t, team, { name: 'Eli Later' });
    const guest = await participant(t, team, { name: 'Hana Invited', locale: 'ko' });

    const request = (await ask(asker, projectId, { message: 'I can do the backend.', position: 'BACKEND' })).json().data;
    const other = (await ask(turnedDown, projectId, {})).json().data;
    const invitation = (await invite(leader, projectId, { userId: guest.user.id, message: 'We need you!' })).json().data;
    await answer(leader, 'accept', request.id);
    await answer(leader, 'decline', other.id);
    await answer(guest, 'accept', invitation.id);

    await t.drainOutbox();
    // Their registration's own mail aside: only what the team sends.
    const subjectsTo = async (who: Actor) =>
      receiver
        .mailsTo(who.user.email)
        .map((mail) => mail.subject ?? '')
        .filter((subject) => subject.includes('Night Owls') || subject.includes('Hana Invited'))
        .sort();
    // The teammate already there: added by the leader, then told of each newcomer.
    expect(await subjectsTo(mate)).toEqual(
      [
        'Dana Asker님이 Night Owls 팀에 합류했습니다',
        'Hana Invited님이 Night Owls 팀에 합류했습니다',
        'Night Owls 팀에 추가되었습니다',
      ].sort(),
    );
    expect(await subjectsTo(leader)).toEqual(
      [
        'Dana Asker asks to join team Night Owls',
        'Eli Later asks to join team Night Owls',
        'Hana Invited joined team Night Owls',
      ].sort(),
    );
    expect(await subjectsTo(asker)).toEqual(['Hana Invited joined team Night Owls', "You're on team Night Owls"].sort());
    expect(await subjectsTo(turnedDown)).toEqual(['Your request to team Night Owls was declined']);
    expect(await subjectsTo(guest)).toEqual(['Night Owls 팀이 초대했습니다']);
    const requestMail = receiver.mailsTo(leader.user.email).find((mail) => mail.subject?.startsWith('Dana Asker'))!;
    expect(requestMail.text).toContain('Position they offer: backend developer');
    expect(requestMail.text).toContain('I can do the backend.');
    expect(requestMail.text).toContain(`/events/${team.event.handle}/hackathon/projects/${projectId}`);
    const invitationMail = receiver.mailsTo(guest.user.email).find((mail) => mail.subject?.includes('Night Owls'))!;
    expect(invitationMail.text).toContain('We need you!');
    expect(invitationMail.text).toContain('Mina Leader님이');
  });
});
