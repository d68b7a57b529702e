// The inputs people fill everywhere, in a hackathon: handles on comments and cards, and the leader's
// direct add finding someone by organisation; a judging criterion named in one language and read
// in the other; dates and times typed or picked in the app's language on the quarter hour, on the
// event's clock (the submission deadline, a ticket's sale window); multi-selects that stay one line
// as "first +N", and a required select that cannot be emptied. At 1280 px in English and at 375 px
// in Korean, every screen checked with axe and for sideways scroll. Setup goes through the API.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startCheckInSite, type CheckInSite, type Person } from './check-in-site.ts';
import { setDateTime } from './date-time-field.ts';
import { expectNoHorizontalScroll, poll, settled } from './event-pages.ts';

type Member = Person & { id: string; handle: string };

describeInBrowser('inputs in both languages', () => {
  let site: CheckInSite;
  let browser: Browser;
  let event: { id: string; handle: string };
  let host: Member;
  let leader: Member;
  let dana: Member;
  let ari: Member;
  let projectId = '';
  const manage = (path = '') => `/v1/event-managements/${event.id}${path}`;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startCheckInSite(), launchBrowser()]);
    host = await member(await site.person('Kim Minji', 'PRO'));
    const created = await site.api(host, 'POST', '/v1/events', {
      type: 'HACKATHON',
      title: 'Seoul Input Hack',
      startsAt: '2026-06-08T10:00:00.000Z',
      endsAt: '2026-06-09T10:00:00.000Z',
      timezone: 'Asia/Seoul',
      location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: '231 Teheran-ro, Gangnam-gu, Seoul', city: 'Seoul' } },
      eventTypes: ['COMPETITION_CONTEST_HACKATHON'],
      eventFields: ['IT_PROGRAMMING'],
    });
    event = { id: created.id, handle: created.handle };
    await site.api(host, 'PATCH', manage(), { loungeEnabled: true });
    await site.api(host, 'POST', manage('/publish'));
    await site.api(host, 'POST', manage('/regist-forms/publish'));
    const track = await site.api(host, 'POST', manage('/hackathons/tracks'), { name: 'Open Track' });
    leader = await register('Mina Cho');
    dana = await register('Dana Lee');
    ari = await register('한아리');
    await makeCard(dana, { organization: 'Seoul Labs' });
    // A comment needs a card.
    await makeCard(leader, {});
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
    await site.api(leader, 'POST', `/v1/events/${event.id}/hackathon/projects/${projectId}/comments`, {
      body: 'We need a backend developer.',
    });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function member(person: Person): Promise<Member> {
    const me = await site.api(person, 'GET', '/v1/me');
    return { ...person, id: me.id, handle: me.handle };
  }

  async function register(name: string): Promise<Member> {
    const person = await site.person(name);
    const form: { questions: { id: string; kind: string }[] } = await site.api(
      person,
      'GET',
      `/v1/events/${event.id}/regist-forms`,
    );
    const answers = form.questions.map((q) => ({ questionId: q.id, value: q.kind === 'NAME' ? name : person.email }));
    await site.api(person, 'POST', `/v1/events/${event.id}/register`, { answers, participationType: 'PARTICIPANT' });
    return member(person);
  }

  async function makeCard(person: Person, values: Record<string, unknown>) {
    const draft = await site.api(person, 'GET', `/v1/me/profile-card/draft?eventId=${event.id}`);
    const { fromRegistration: _from, email: _email, ...card } = draft;
    await site.api(person, 'POST', '/v1/me/profile-card', { ...card, ...values });
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

  /** Adds a criterion named in one language only. */
  async function addCriterion(page: Page, words: { add: string; title: string; name: string; save: string }, name: string) {
    const criteria = page.getByTestId('criteria-card');
    await poll(() => criteria.getByRole('button', { name: words.add }).isEnabled()).toBe(true);
    await criteria.getByRole('button', { name: words.add }).click();
    const dialog = page.getByRole('dialog', { name: words.title });
    await dialog.getByRole('textbox', { name: words.name }).fill(name);
    await check(page, `criterion dialog, ${words.name}`);
    await dialog.getByRole('button', { name: words.save }).click();
    await poll(() => dialog.count()).toBe(0);
  }

  /** Picks options of a multi-select, closes it, and answers its pills and whether they stay on one line. */
  async function pickMany(page: Page, label: string, options: string[]) {
    const box = page.getByRole('combobox', { name: label, exact: true });
    for (const option of options) {
      // As a person does: opens the list only when it is closed (it may stay open after a pick),
      // since a click on a list that is open but not yet painted (a slow machine) closes it.
      const choice = page.getByRole('option', { name: option, exact: true });
      for (let attempt = 0; attempt < 10 && !(await choice.isVisible()); attempt++) {
        if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click();
        await choice.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
      }
      await choice.click();
    }
    await page.keyboard.press('Escape');
    // The pills sit beside the search field, in the same group.
    const pills = box.locator('xpath=..').locator('[data-summary-pill]');
    const tops = await pills.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
    return { pills: await pills.allInnerTexts(), oneLine: new Set(tops).size === 1 };
  }

  it('in English at 1280 px: a Korean-only criterion, the deadline on the quarter hour, a direct add by organisation, stack as "first +N"', async () => {
    // A retry starts as the first attempt did: no deadline yet, Dana not yet on the team.
    await site.api(host, 'PATCH', manage('/hackathons/deadline'), { submissionDeadline: null });
    const { members }: { members: { userId: string }[] } = await site.api(
      leader,
      'GET',
      `/v1/events/${event.id}/hackathon/projects/${projectId}`,
    );
    if (members.some((m) => m.userId === dana.id))
      await site.api(leader, 'DELETE', `/v1/events/${event.id}/hackathon/projects/${projectId}/members/${dana.id}`);
    const judging = await open(host, `/events/${event.id}/management/hackathon/judging`, 'en', 1280);
    await addCriterion(
      judging,
      { add: 'Add criterion', title: 'Add a criterion', name: 'Name (Korean)', save: 'Save criterion' },
      '발표',
    );
    // Named in Korean only, the English page shows the Korean name.
    await poll(() => judging.getByTestId('criterion').first().innerText()).toContain('발표');
    await check(judging, 'judging with a Korean-only criterion (en, 1280)');
    await judging.context().close();

    const settings = await open(host, `/events/${event.id}/management/settings?tab=hackathon`, 'en', 1280);
    expect(await settings.getByRole('combobox', { name: 'Deadline (time)' }).isDisabled()).toBe(true);
    await setDateTime(settings, 'en', 'Deadline', '2026-06-09', '3:00 PM');
    expect(await settings.getByRole('textbox', { name: 'Deadline (date)' }).inputValue()).toBe('Tue, Jun 9, 2026');
    expect(await settings.getByTestId('date-time-zone').innerText()).toBe('Times in Asia/Seoul, GMT+9');
    const time = settings.getByRole('combobox', { name: 'Deadline (time)' });
    await time.click();
    const times = await settings
      .locator(`#${await time.getAttribute('aria-controls')}`)
      .getByRole('option')
      .allInnerTexts();
    expect(times).toHaveLength(96);
    expect(times.slice(60, 62)).toEqual(['3:00 PM', '3:15 PM']);
    // The list is walked with the arrow keys from the field, as a combobox is; axe reads the page once it closes.
    await settings.keyboard.press('Escape');
    await check(settings, 'deadline on the quarter hour (en, 1280)');
    await settings.getByRole('button', { name: 'Set deadline' }).click();
    await poll(() => settings.getByTestId('deadline-current').innerText()).toMatch(/Jun 9(, 2026)?, 3:00 PM GMT\+9/);
    const saved = await site.api(host, 'GET', manage('/hackathons'));
    expect(saved.submissionDeadline).toBe('2026-06-09T06:00:00.000Z');
    await check(settings, 'deadline saved (en, 1280)');
    await settings.context().close();

    const project = await open(leader, `/events/${event.handle}/hackathon/projects/${projectId}`, 'en', 1280);
    await poll(() => project.getByTestId('comment-handle').first().innerText()).toBe(`@${leader.handle}`);
    await project.getByRole('button', { name: 'Add member' }).click();
    const dialog = project.getByRole('dialog', { name: 'Add a team member' });
    await dialog.getByRole('textbox', { name: 'Name, handle or organisation' }).fill('Seoul Labs');
    await dialog.getByRole('button', { name: `Dana Lee · @${dana.handle} · Seoul Labs` }).click();
    await check(project, 'direct add found by organisation (en, 1280)');
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await poll(() => project.getByTestId('member').count()).toBe(2);
    await project.goto(`${site.url}/events/${event.handle}/hackathon/projects/${projectId}/edit?lng=en`);
    const stack = await pickMany(project, 'Tech stack', ['TypeScript', 'React', 'Go']);
    expect(stack).toEqual({ pills: ['TypeScript', '+2'], oneLine: true });
    await check(project, 'tech stack as first +N (en, 1280)');
    await project.context().close();
  });

  it('in Korean at 375 px: handles on cards, an English-only criterion, a sale window in Korean, a required track that stays', async () => {
    const lounge = await open(ari, `/events/${event.handle}/participants`, 'ko', 375);
    const danaTile = lounge.getByTestId('person-tile').filter({ hasText: 'Dana Lee' });
    await poll(() => danaTile.getByTestId('person-handle').innerText()).toBe(`@${dana.handle}`);
    await check(lounge, 'lounge cards with handles (ko, 375)');
    await lounge.goto(`${site.url}/events/${event.handle}/hackathon/projects?lng=ko`);
    await poll(() => lounge.getByTestId('project-leader').first().innerText()).toBe(`팀장 Mina Cho @${leader.handle}`);
    await check(lounge, 'team cards with the leader’s handle (ko, 375)');

    // A required select keeps its choice: picking it again does not empty it, and there is no clear button.
    await lounge.goto(`${site.url}/events/${event.handle}/hackathon/projects/new?lng=ko`);
    const track = lounge.getByRole('combobox', { name: '트랙', exact: true });
    await track.click();
    await lounge.getByRole('option', { name: 'Open Track' }).click();
    await track.click();
    await lounge.getByRole('option', { name: 'Open Track' }).click();
    expect(await track.inputValue()).toBe('Open Track');
    const stack = await pickMany(lounge, '기술 스택', ['TypeScript', 'React', 'Go', 'Python']);
    expect(stack).toEqual({ pills: ['TypeScript', '+3'], oneLine: true });
    await check(lounge, 'new project with a required track and stack as first +N (ko, 375)');
    await lounge.context().close();

    // The Korean-only criterion the English test adds, whether or not that test passed or ran twice.
    await site.api(host, 'PUT', manage('/hackathons/judging/criteria'), {
      criteria: [{ name: { en: '', ko: '발표' }, weight: 1, scale: 5 }],
    });
    const judging = await open(host, `/events/${event.id}/management/hackathon/judging`, 'ko', 375);
    await addCriterion(judging, { add: '기준 추가', title: '심사 기준 추가', name: '이름 (영어)', save: '기준 저장' }, 'Impact');
    await poll(() => judging.getByTestId('criterion').allInnerTexts()).toEqual([
      expect.stringContaining('발표'),
      expect.stringContaining('Impact'),
    ]);
    await check(judging, 'judging with an English-only criterion (ko, 375)');
    await judging.context().close();

    const rsvp = await open(host, `/events/${event.id}/management/rsvp`, 'ko', 375);
    await rsvp.getByRole('button', { name: '일반 입장 수정' }).click();
    await setDateTime(rsvp, 'ko', '판매 시작', '2026-06-01', '오전 9:30');
    expect(await rsvp.getByRole('textbox', { name: '판매 시작 (날짜)' }).inputValue()).toBe('2026년 6월 1일 (월)');
    expect(await rsvp.getByTestId('date-time-zone').first().innerText()).toBe('Asia/Seoul, GMT+9 기준 시간');
    await check(rsvp, 'ticket sale window in Korean (ko, 375)');
    await rsvp.getByRole('button', { name: '티켓 저장' }).click();
    await poll(async () => (await site.api(host, 'GET', manage('/tickets')))[0]?.saleStartsAt).toBe('2026-06-01T00:30:00.000Z');
    await rsvp.context().close();
  });
});
