// A hackathon from its creation to a late deliverable refused: a PRO host creates it from the
// new-event dialog and adds tracks and a deadline; four people register (one through the form, as
// a participant; one as a JUDGE); a leader posts a project wanting a React frontend developer; the
// participant who fits sees it in For You with the reason, the leader adds them from the team's For
// You, they comment and hand in a PDF; the team completes and the lounge says so; after the deadline
// the upload is refused. In English and Korean, at 1280 and 375 px, every screen checked with axe.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startCheckInSite, type CheckInSite, type Person } from './check-in-site.ts';
import { setDateTime } from './date-time-field.ts';
import { eventIdFrom, expectNoHorizontalScroll, expectToast, pickFile, pngFile, poll } from './event-pages.ts';

type Member = Person & { id: string; handle: string };

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

describeInBrowser('a hackathon', () => {
  let site: CheckInSite;
  let browser: Browser;
  let host: Person;
  let event: { id: string; handle: string };
  let ari: Member;
  let dana: Member;
  let chan: Member;
  let judge: Member;
  let projectId = '';
  const projects = () => `/events/${event.handle}/hackathon/projects`;
  const manage = (path = '') => `/v1/event-managements/${event.id}${path}`;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startCheckInSite(), launchBrowser()]);
    host = await site.person('Kim Minji', 'PRO');
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(person: Person, route: string, locale: 'en' | 'ko', width: number): Promise<Page> {
    const context = await browser.newContext({ locale: locale === 'ko' ? 'ko-KR' : 'en-US', viewport: { width, height: 900 } });
    await site.signInBrowser(context, person);
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    await page.goto(`${site.url}${route}${route.includes('?') ? '&' : '?'}lng=${locale}`);
    return page;
  }

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

  async function makeCard(person: Person, values: Record<string, unknown>) {
    const draft = await site.api(person, 'GET', `/v1/me/profile-card/draft?eventId=${event.id}`);
    const { fromRegistration: _from, email: _email, ...card } = draft;
    await site.api(person, 'POST', '/v1/me/profile-card', { ...card, ...values });
  }

  /** Picks options of a Mantine select, then closes it. */
  async function pick(page: Page, label: string, options: string[]) {
    // The pills box lies over the input; the click is meant for it.
    await page
      .getByRole('combobox', { name: label })
      .or(page.getByRole('textbox', { name: label }))
      .first()
      .click({ force: true });
    for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
    await page.keyboard.press('Escape');
  }

  it('a PRO host creates a hackathon from the new-event dialog', async () => {
    const page = await open(host, '/events/my', 'en', 1280);
    await page.getByRole('banner').getByRole('button', { name: 'New event' }).click();
    await page
      .getByRole('dialog', { name: 'Create an event' })
      .getByRole('button', { name: /Hackathon/ })
      .click();
    await page.waitForURL(/\/events\/new\?eventType=Hackathon$/);
    await page.getByRole('textbox', { name: 'Event title' }).fill('Seoul Night Hack');
    await pickFile(page, () => page.getByRole('button', { name: 'Upload cover' }).click(), await pngFile('cover.png'));
    await poll(() => page.getByRole('img', { name: 'Cover image' }).getAttribute('src')).toMatch(/^\/v1\/files\/cover\//);
    await page.getByRole('combobox', { name: 'Event types' }).click();
    await page.getByRole('option', { name: 'Competition / contest / hackathon' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Venue' }).fill('231 Teheran-ro, Gangnam-gu, Seoul');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Build something by morning.');
    await page.getByRole('button', { name: 'Create event' }).click();
    await page.waitForURL(/\/events\/[0-9a-f-]{36}\/management$/);
    const id = eventIdFrom(page.url());
    const stored = await site.api(host, 'GET', `/v1/event-managements/${id}`);
    expect(stored.type).toBe('HACKATHON');
    event = { id, handle: stored.handle };
    await site.api(host, 'PATCH', manage(), { loungeEnabled: true });
    await site.api(host, 'POST', manage('/publish'));
    await site.api(host, 'POST', manage('/regist-forms/publish'));
    await page.context().close();
  });

  it('the host adds two tracks, sets the deadline and clears it again, on the settings’ Hackathon tab', async () => {
    // A retry starts where the first run did: no tracks and no deadline.
    const before: { tracks: { id: string }[] } = await site.api(host, 'GET', manage('/hackathons'));
    for (const track of before.tracks) await site.api(host, 'DELETE', manage(`/hackathons/tracks/${track.id}`));
    await site.api(host, 'PATCH', manage('/hackathons/deadline'), { submissionDeadline: null });
    const page = await open(host, `/events/${event.id}/management/hackathon`, 'en', 1280);
    await page.waitForURL((url) => url.pathname.endsWith('/management/settings') && url.searchParams.get('tab') === 'hackathon');
    const mode = page.getByRole('switch', { name: 'Run this event as a hackathon' });
    await poll(() => mode.isVisible()).toBe(true);
    expect(await mode.isChecked()).toBe(true);
    await poll(() => page.getByTestId('tracks-empty').isVisible()).toBe(true);

    for (const name of ['Climate Tech', 'Open Track', 'Scratch']) {
      await page.getByRole('button', { name: 'Add track' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a track' });
      await dialog.getByRole('textbox', { name: 'Track name' }).fill(name);
      await dialog.getByRole('button', { name: 'Add track' }).click();
      await expectToast(page, 'Track added');
      await poll(() => dialog.count()).toBe(0);
    }
    await poll(() => page.getByTestId('track').count()).toBe(3);
    await page.getByRole('button', { name: 'Edit Open Track' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit track' });
    await edit.getByRole('textbox', { name: 'Description' }).fill('Anything goes.');
    await edit.getByRole('button', { name: 'Save track' }).click();
    await expectToast(page, 'Track updated');
    await page.getByRole('button', { name: 'Delete Scratch' }).click();
    await page.getByRole('dialog', { name: 'Delete this track?' }).getByRole('button', { name: 'Delete track' }).click();
    await expectToast(page, 'Track deleted');
    // Made in the same instant of the server's clock: their order is not the point.
    await poll(async () => (await page.getByTestId('track').allInnerTexts()).sort()).toEqual([
      expect.stringContaining('Climate Tech'),
      expect.stringContaining('Anything goes.'),
    ]);

    await setDateTime(page, 'en', 'Deadline', '2030-06-09', '3:00 PM');
    await page.getByRole('button', { name: 'Set deadline' }).click();
    await expectToast(page, 'Project deadline saved');
    await poll(() => page.getByTestId('deadline-current').innerText()).toContain('2030');
    await page.getByRole('button', { name: 'Clear deadline' }).click();
    await expectToast(page, 'Project deadline cleared');
    await poll(() => page.getByTestId('deadline-current').innerText()).toBe('No deadline: deliverables stay open.');
    await setDateTime(page, 'en', 'Deadline', '2030-06-09', '3:00 PM');
    await page.getByRole('button', { name: 'Set deadline' }).click();
    await expectToast(page, 'Project deadline saved');
    // Several toasts stack here; axe reads the page once they have faded.
    await poll(() => page.getByRole('alert').count()).toBe(0);
    await expectAccessible(page, 'hackathon settings (en, 1280)');
    await page.context().close();

    const settings = await site.api(host, 'GET', manage('/hackathons'));
    expect(settings.submissionDeadline).not.toBeNull();
    expect(settings.tracks.map((track: { name: string }) => track.name).sort()).toEqual(['Climate Tech', 'Open Track']);
  });

  it('a participant registers through the form in Korean on a phone, saying how they take part', async () => {
    const person = await site.person('Dana Lee');
    const page = await open(person, `/events/${event.handle}/registration`, 'ko', 375);
    const question = page.getByRole('radiogroup', { name: '어떻게 참여하시나요?' });
    await poll(() => question.isVisible()).toBe(true);
    await expectAccessible(page, 'registration with the participation type (ko, 375)');
    await expectNoHorizontalScroll(page, 'registration at 375px (ko)');
    // Without a choice the form says so beside the question.
    await page.getByRole('button', { name: '신청서 제출' }).click();
    await poll(() => page.getByText('참여 유형을 선택해 주세요.').isVisible()).toBe(true);
    await question.getByRole('radio', { name: '참가자' }).check({ force: true });
    await page.getByRole('button', { name: '신청서 제출' }).click();
    await page.waitForURL(/\/registration\/result$/);
    await page.context().close();

    dana = await member(person);
    ari = await register('한아리', 'PARTICIPANT');
    chan = await register('Chan Park', 'PARTICIPANT');
    judge = await register('Judge Oh', 'JUDGE');
    await makeCard(dana, { roles: ['FRONTEND'], skills: ['REACT', 'TYPESCRIPT'] });
    await makeCard(ari, { roles: ['BACKEND'], skills: ['GO'] });
    await makeCard(chan, { roles: ['DESIGNER'], skills: ['FIGMA'] });
    await makeCard(judge, { roles: ['INVESTOR'] });
    expect((await site.api(dana, 'GET', `/v1/events/${event.id}/me`)).registration.participationType).toBe('PARTICIPANT');
  });

  it('the host sees each guest’s participation type in the guest list and filters by it', async () => {
    const page = await open(host, `/events/${event.id}/management/guest`, 'en', 1280);
    await poll(() => page.getByTestId('guest-row').count()).toBe(4);
    expect(await page.getByTestId('guest-participation-type').allInnerTexts()).toEqual(
      expect.arrayContaining(['Participant', 'Judge']),
    );
    await page.getByRole('button', { name: 'Filters' }).click();
    await pick(page, 'Participation type', ['Judge']);
    await poll(() => page.getByTestId('guest-row').allInnerTexts()).toEqual([expect.stringContaining('Judge Oh')]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Judge Oh' }).click();
    await poll(() => page.getByTestId('guest-detail-participation-type').innerText()).toBe('Judge');
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'guest list filtered by participation type');
    await page.context().close();
  });

  it('a participant posts a project wanting a React frontend developer', async () => {
    const page = await open(ari, projects(), 'en', 1280);
    await poll(() => page.getByTestId('projects-empty').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Lounge' }).getAttribute('href')).toBe(`/events/${event.handle}/participants`);
    await expectAccessible(page, 'empty project list (en, 1280)');
    await page.getByRole('link', { name: 'Create a project' }).click();
    await page.waitForURL((url) => url.pathname === `${projects()}/new`);
    // Sent empty: the spec's messages on the required fields.
    await page.getByRole('button', { name: 'Post project' }).click();
    await poll(() => page.getByText('Please enter a title.').isVisible()).toBe(true);
    expect(await page.getByText('Please write an introduction.').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Project title' }).fill('Night Owls Planner');
    await page.getByRole('textbox', { name: 'Team name' }).fill('Night Owls');
    // Unsaved edits: leaving asks first.
    await page.getByRole('link', { name: 'All projects' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave this page?' });
    await poll(() => leave.isVisible()).toBe(true);
    await leave.getByRole('button', { name: 'Stay' }).click();
    await poll(() => leave.count()).toBe(0);
    await pick(page, 'Track', ['Climate Tech']);
    await page.getByRole('textbox', { name: 'Summary' }).fill('Plans a hackathon night around who is awake.');
    await page.getByRole('textbox', { name: 'Introduction' }).click();
    await page.keyboard.type('We match night owls into teams.');
    await pick(page, 'Tech stack', ['React']);
    await pick(page, 'Positions wanted', ['Frontend developer']);
    await page.getByRole('textbox', { name: 'Source code' }).fill('github.com/night-owls/planner');
    await expectAccessible(page, 'project form (en, 1280)');
    await page.getByRole('button', { name: 'Post project' }).click();
    await expectToast(page, 'Project saved');
    await page.waitForURL((url) => /\/hackathon\/projects\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
    projectId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Night Owls Planner');
    expect(await page.getByTestId('project-info').innerText()).toContain('https://github.com/night-owls/planner');
    await poll(() => page.getByTestId('member').allTextContents()).toEqual([expect.stringContaining('Leader')]);
    await expectAccessible(page, 'project page (en, 1280)');
    await page.context().close();
  });

  it('the participant who fits sees it in For You with the reason, and saves it', async () => {
    // The event page leads an approved participant to the projects.
    const page = await open(dana, `/events/${event.handle}`, 'ko', 375);
    await page.getByTestId('projects-link').click();
    await page.waitForURL((url) => url.pathname === projects());
    await page.getByRole('tab', { name: '추천' }).click();
    const forYou = page.getByTestId('for-you-projects');
    await poll(() => forYou.getByTestId('project-tile').count()).toBe(1);
    const tile = await forYou.getByTestId('project-tile').innerText();
    expect(tile).toContain('Night Owls Planner');
    expect(tile).toContain('회원님 같은 분을 찾고 있어요: 프론트엔드 개발자');
    await expectAccessible(page, 'For You for teams (ko, 375)');
    await expectNoHorizontalScroll(page, 'For You at 375px (ko)');
    await forYou.getByRole('button', { name: 'Night Owls Planner 저장' }).click();
    await expectToast(page, 'Night Owls Planner 프로젝트를 저장 목록에 담았어요');
    await page.getByRole('tab', { name: '저장됨' }).click();
    await poll(() => page.getByTestId('projects-saved').getByTestId('project-tile').count()).toBe(1);
    await page.context().close();
  });

  it('the leader sees who fits the team and adds them; the project list filters and searches', async () => {
    const page = await open(ari, `${projects()}?tab=for-you`, 'en', 1280);
    const people = page.getByTestId('for-you-people');
    await poll(() => people.getByTestId('person-tile').allInnerTexts()).toEqual([expect.stringContaining('Dana Lee')]);
    expect(await people.innerText()).toContain('You both list React');
    await expectAccessible(page, 'For You for a team (en, 1280)');
    await people.getByRole('button', { name: 'Add member: Dana Lee' }).click();
    await expectToast(page, 'Dana Lee joined the team');

    await page.getByRole('tab', { name: 'All' }).click();
    const all = page.getByTestId('projects-all');
    await poll(() => all.getByTestId('project-tile').count()).toBe(1);
    await pick(page, 'Positions wanted', ['Designer']);
    await poll(() => page.getByTestId('projects-empty').isVisible()).toBe(true);
    await pick(page, 'Positions wanted', ['Designer']);
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('owls');
    await poll(() => all.getByTestId('project-tile').allInnerTexts()).toEqual([expect.stringContaining('2 members')]);
    await page.context().close();
  });

  it('the new member comments and hands in a PDF, in Korean on a phone', async () => {
    const page = await open(dana, `${projects()}/${projectId}`, 'ko', 375);
    await poll(() => page.getByTestId('member').count()).toBe(2);
    await page.getByRole('textbox', { name: '댓글 쓰기' }).fill('프론트엔드는 제가 맡을게요!');
    await page.getByRole('button', { name: '댓글 올리기' }).click();
    await expectToast(page, '댓글을 올렸어요');
    await poll(() => page.getByTestId('comment').allInnerTexts()).toEqual([
      expect.stringContaining('프론트엔드는 제가 맡을게요!'),
    ]);
    // A format the projects do not take is refused before it goes up.
    await pickFile(page, () => page.getByRole('button', { name: '결과물 올리기' }).click(), {
      name: 'code.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('PK\u0003\u0004'),
    });
    await poll(() => page.getByTestId('deliverable-error').innerText()).toBe('지원하지 않는 파일 형식입니다');
    await pickFile(page, () => page.getByRole('button', { name: '결과물 올리기' }).click(), pdf('pitch-deck.pdf'));
    await expectToast(page, 'pitch-deck.pdf 파일을 올렸어요');
    await poll(() => page.getByTestId('deliverable').allInnerTexts()).toEqual([expect.stringContaining('pitch-deck.pdf')]);
    await expectAccessible(page, 'project page for a member (ko, 375)');
    await expectNoHorizontalScroll(page, 'project page at 375px (ko)');
    await page.context().close();
  });

  it('the leader completes the team, and the lounge announces it in both languages', async () => {
    const page = await open(ari, `${projects()}/${projectId}`, 'en', 1280);
    await pick(page, 'Recruit status', ['Team complete']);
    await expectToast(page, 'Recruit status saved');
    await poll(() => page.getByTestId('recruit-status').textContent()).toBe('Team complete');
    await page.context().close();

    const lounge = await open(judge, `/events/${event.handle}/participants`, 'en', 1280);
    const news = lounge.getByTestId('team-finding');
    await poll(() => news.getByTestId('announcement').allInnerTexts()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Team Night Owls found all its teammates.'),
        expect.stringContaining('Dana Lee joined team Night Owls.'),
      ]),
    );
    await expectAccessible(lounge, 'lounge with the team news (en, 1280)');
    await lounge.context().close();

    const korean = await open(chan, `/events/${event.handle}/participants`, 'ko', 375);
    await poll(() => korean.getByTestId('team-finding').getByTestId('announcement').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('Night Owls 팀이 팀원을 모두 찾았어요.')]),
    );
    await expectAccessible(korean, 'lounge with the team news (ko, 375)');
    await expectNoHorizontalScroll(korean, 'lounge news at 375px (ko)');
    await korean.context().close();
  });

  it('the host cannot delete a track with a project in it (G20052)', async () => {
    const settings = await open(host, `/events/${event.id}/management/settings?tab=hackathon`, 'ko', 375);
    await settings.getByRole('button', { name: 'Climate Tech 트랙 삭제' }).click();
    await settings.getByRole('dialog', { name: '이 트랙을 삭제할까요?' }).getByRole('button', { name: '트랙 삭제' }).click();
    await expectToast(settings, '프로젝트가 있는 동안에는 트랙을 바꿀 수 없습니다.');
    await expectAccessible(settings, 'hackathon settings (ko, 375)');
    await expectNoHorizontalScroll(settings, 'hackathon settings at 375px (ko)');
    await settings.context().close();
  });

  it('after the deadline an upload is refused with the spec’s message, and the page says the period ended', async () => {
    const page = await open(dana, `${projects()}/${projectId}`, 'en', 1280);
    const upload = page.getByRole('button', { name: 'Upload deliverable' });
    await poll(() => upload.isVisible()).toBe(true);
    // The deadline passes while the page is open: an hour away on the server's clock, which then moves on two.
    await site.api(host, 'PATCH', manage('/hackathons/deadline'), {
      submissionDeadline: new Date(site.t.clock.now().getTime() + 3_600_000).toISOString(),
    });
    site.t.clock.advance(2 * 3_600_000);
    await pickFile(page, () => upload.click(), pdf('late.pdf'));
    await poll(() => page.getByTestId('deliverable-error').innerText()).toBe(
      'Submission period ended. Please contact the organizers.',
    );
    await page.reload();
    await poll(() => page.getByTestId('submission-closed').innerText()).toBe(
      'Submission period ended. Please contact the organizers.',
    );
    expect(await page.getByRole('button', { name: 'Upload deliverable' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove pitch-deck.pdf' }).count()).toBe(0);
    await expectAccessible(page, 'project page after the deadline (en, 1280)');
    await page.context().close();
  });
});
