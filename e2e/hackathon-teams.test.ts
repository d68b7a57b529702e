// Joining a hackathon team by asking and by invitation: at 1280 px in English a participant asks a
// recruiting team to join with a message and a position, the leader accepts it on the project, then
// invites another participant found by name (an unknown handle says so); at 375 px in Korean the
// invited participant finds the invitation on the projects page and accepts it. Both the request
// and the invitation reach the SMTP receiver. Every screen checked with axe and for sideways scroll.
// The event, the registrations and the project are set up through the API.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startCheckInSite, type CheckInSite, type Person } from './check-in-site.ts';
import { expectNoHorizontalScroll, poll, settled } from './event-pages.ts';

type Member = Person & { id: string; handle: string };

describeInBrowser('joining a hackathon team', () => {
  let site: CheckInSite;
  let browser: Browser;
  let event: { id: string; handle: string };
  let leader: Member;
  let dana: Member;
  let ari: Member;
  let projectId = '';
  const projectPath = () => `/events/${event.handle}/hackathon/projects/${projectId}`;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startCheckInSite(), launchBrowser()]);
    const host = await member(await site.person('Kim Minji', 'PRO'));
    const created = await site.api(host, 'POST', '/v1/events', {
      type: 'HACKATHON',
      title: 'Seoul Night Hack',
      startsAt: '2026-06-08T10:00:00.000Z',
      endsAt: '2026-06-09T10:00:00.000Z',
      timezone: 'Asia/Seoul',
      location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: '231 Teheran-ro, Gangnam-gu, Seoul', city: 'Seoul' } },
      eventTypes: ['COMPETITION_CONTEST_HACKATHON'],
      eventFields: ['IT_PROGRAMMING'],
    });
    event = { id: created.id, handle: created.handle };
    const manage = (path: string) => `/v1/event-managements/${event.id}${path}`;
    await site.api(host, 'POST', manage('/publish'));
    await site.api(host, 'POST', manage('/regist-forms/publish'));
    const track = await site.api(host, 'POST', manage('/hackathons/tracks'), { name: 'Open Track' });
    leader = await register('Mina Cho', 'PARTICIPANT');
    dana = await register('Dana Lee', 'PARTICIPANT');
    ari = await register('한아리', 'PARTICIPANT');
    const project = await site.api(leader, 'POST', `/v1/events/${event.id}/hackathon/projects`, {
      title: 'Night Map',
      teamName: 'Night Owls',
      trackId: track.id,
      description: '<p>A map of the night.</p>',
      summary: 'Where to go after dark.',
      positions: ['BACKEND'],
      recruitStatus: 'MEMBER_FINDING',
    });
    projectId = project.id;
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function member(person: Person): Promise<Member> {
    const me = await site.api(person, 'GET', '/v1/me');
    return { ...person, id: me.id, handle: me.handle };
  }

  async function register(name: string, participationType: string): Promise<Member> {
    const person = await site.person(name);
    const form: { questions: { id: string; kind: string }[] } = await site.api(
      person,
      'GET',
      `/v1/events/${event.id}/regist-forms`,
    );
    const answers = form.questions.map((q) => ({ questionId: q.id, value: q.kind === 'NAME' ? name : person.email }));
    await site.api(person, 'POST', `/v1/events/${event.id}/register`, { answers, participationType });
    return member(person);
  }

  async function open(person: Person, route: string, locale: 'en' | 'ko', width: number): Promise<Page> {
    const context = await browser.newContext({ locale: locale === 'ko' ? 'ko-KR' : 'en-US', viewport: { width, height: 900 } });
    await site.signInBrowser(context, person);
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    await page.goto(`${site.url}${route}${route.includes('?') ? '&' : '?'}lng=${locale}`);
    return page;
  }

  async function check(page: Page, label: string) {
    await settled(page);
    await expectAccessible(page, label);
    await expectNoHorizontalScroll(page, label);
  }

  // Each step checks what stays on the page (the request, the members), not the 3-second toast,
  // which a loaded machine can miss between the click and the next look.
  it('a participant asks to join with a message and a position (1280 px, English)', async () => {
    const page = await open(dana, projectPath(), 'en', 1280);
    await page.getByRole('button', { name: 'Ask to join' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask to join Night Owls' });
    await dialog
      .getByRole('combobox', { name: 'Position you offer' })
      .or(dialog.getByRole('textbox', { name: 'Position you offer' }))
      .first()
      .click();
    await page.getByRole('option', { name: 'Backend developer' }).click();
    await dialog.getByRole('textbox', { name: 'Message' }).fill('I have shipped three Go APIs.');
    await check(page, 'the ask-to-join dialog');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    const mine = page.getByTestId('team-request');
    await poll(() => mine.textContent()).toContain('Your request to team Night Owls');
    await poll(() => mine.getByRole('button', { name: 'Withdraw' }).isVisible()).toBe(true);
    await check(page, 'a project with my open request');
    await page.context().close();
    await poll(() => site.mail.mailsTo(leader.email).some((m) => m.subject === 'Dana Lee asks to join team Night Owls')).toBe(
      true,
    );
  });

  it('the leader accepts it on the project, then invites someone found by name; an unknown handle says so (1280 px, English)', async () => {
    const page = await open(leader, projectPath(), 'en', 1280);
    const request = page.getByTestId('team-request').filter({ hasText: 'Dana Lee asks to join' });
    await poll(() => request.textContent()).toContain('I have shipped three Go APIs.');
    expect(await request.textContent()).toContain(`@${dana.handle}`);
    await check(page, 'the leader’s open requests');
    await request.getByRole('button', { name: 'Accept' }).click();
    await poll(() => page.getByTestId('member').count()).toBe(2);

    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a participant' });
    const find = dialog.getByRole('textbox', { name: 'Name, handle or organisation' });
    await find.fill('no-such-person-here');
    await poll(() => dialog.getByTestId('participant-results').textContent()).toContain('No participant found.');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await poll(() => dialog.getByRole('alert').textContent()).toContain('No one has this handle');
    await check(page, 'the invite dialog with an unknown handle');
    // Found by name; Dana, now on the team, shows as such and cannot be picked.
    await find.fill('아리');
    await dialog.getByRole('button', { name: `한아리 · @${ari.handle}` }).click();
    await find.fill('a');
    await poll(() => dialog.getByRole('button', { name: /^Dana Lee/ }).isDisabled()).toBe(true);
    await find.fill('아리');
    // The matches of the text last typed (the search waits for typing to pause) before picking from them.
    await poll(() => dialog.getByRole('button', { name: /^Dana Lee/ }).count()).toBe(0);
    await dialog.getByRole('button', { name: `한아리 · @${ari.handle}` }).click();
    await poll(() => dialog.getByRole('button', { name: `한아리 · @${ari.handle}` }).getAttribute('aria-pressed')).toBe('true');
    await check(page, 'the invite dialog with a participant found by name');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('We need a designer!');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await poll(() => page.getByTestId('team-request').filter({ hasText: 'Invited: 한아리' }).count()).toBe(1);
    await page.context().close();
    await poll(() => site.mail.mailsTo(dana.email).some((m) => m.subject === "You're on team Night Owls")).toBe(true);
  });

  it('the invited participant accepts on the projects page (375 px, Korean)', async () => {
    const page = await open(ari, `/events/${event.handle}/hackathon/projects`, 'ko', 375);
    const invitation = page.getByTestId('team-request').filter({ hasText: 'Night Owls 팀의 초대' });
    await poll(() => invitation.textContent()).toContain('We need a designer!');
    await check(page, 'the projects page with an invitation (ko, 375)');
    await invitation.getByRole('button', { name: '수락' }).click();
    await poll(() => page.getByTestId('team-request').count()).toBe(0);
    await page.goto(`${site.url}${projectPath()}?lng=ko`);
    await poll(() => page.getByTestId('member').count()).toBe(3);
    await check(page, 'the team after the invitation (ko, 375)');
    await page.context().close();
    await poll(() => site.mail.mailsTo(leader.email).some((m) => m.subject === '한아리 joined team Night Owls')).toBe(true);
    expect(site.mail.mailsTo(ari.email).some((m) => m.subject === 'Team Night Owls invites you to join')).toBe(true);
  });
});
