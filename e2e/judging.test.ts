// Judging a hackathon: a host sets two weighted criteria (in both languages) and assigns the two
// judges; a judge finds the way from the projects page, sees the deliverables as they froze at the
// deadline, scores with the draft surviving a reload, submits, and declares a conflict with the
// other project; the second judge scores in
// Korean on a phone; the host sees the declared conflict, reopens a score, publishes after a confirmation, the teams get an
// email, and the hackathon page shows the ranking; the CSV downloads with Korean intact. In
// English and Korean, at 1280 and 375 px, every screen checked with axe and for sideways scroll.
// The registrations, projects, deliverables and the deadline are set up through the API.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn } from '../server/test/sign-in.ts';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startCheckInSite, type CheckInSite, type Person } from './check-in-site.ts';
import { expectNoHorizontalScroll, expectToast, poll } from './event-pages.ts';

type Member = Person & { id: string };
type Project = { id: string; title: string; teamName: string };

const BOUNDARY = 'moim-judging-boundary';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describeInBrowser('judging a hackathon', () => {
  let site: CheckInSite;
  let browser: Browser;
  let host: Member;
  let event: { id: string; handle: string };
  let ari: Member;
  let dana: Member;
  let chan: Member;
  let judgeOh: Member;
  let judgeSeo: Member;
  let moonlight: Project;
  let openPlanner: Project;
  const manage = (path = '') => `/v1/event-managements/${event.id}${path}`;
  const judging = () => `/events/${event.handle}/hackathon/judging`;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startCheckInSite(), launchBrowser()]);
    host = await member(await site.person('Kim Minji', 'PRO'));
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
    await site.api(host, 'POST', manage('/publish'));
    await site.api(host, 'POST', manage('/regist-forms/publish'));
    const climate = await site.api(host, 'POST', manage('/hackathons/tracks'), { name: 'Climate Tech' });
    const open = await site.api(host, 'POST', manage('/hackathons/tracks'), { name: 'Open Track' });

    ari = await register('한아리', 'PARTICIPANT');
    dana = await register('Dana Lee', 'PARTICIPANT');
    chan = await register('Chan Park', 'PARTICIPANT');
    judgeOh = await register('Judge Oh', 'JUDGE');
    judgeSeo = await register('심사위원 서', 'JUDGE');
    moonlight = await createProject(ari, { title: '달빛 지도', teamName: '달빛팀', trackId: climate.id });
    await site.api(ari, 'POST', `/v1/events/${event.id}/hackathon/projects/${moonlight.id}/members`, { userId: dana.id });
    openPlanner = await createProject(chan, { title: 'Open Planner', teamName: 'Open Owls', trackId: open.id });
    await upload(ari, moonlight.id, 'moonlight-deck.pdf');
    // The deadline is an hour away on the server's clock.
    await site.api(host, 'PATCH', manage('/hackathons/deadline'), {
      submissionDeadline: new Date(site.t.clock.now().getTime() + 3_600_000).toISOString(),
    });
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

  /** The event page as a shared link opens it without a session: the public page (docs/decisions/006-public-event-page.md). */
  async function openSignedOut(locale: 'en' | 'ko', width: number): Promise<Page> {
    const context = await browser.newContext({ locale: locale === 'ko' ? 'ko-KR' : 'en-US', viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    await page.goto(`${site.url}/events/${event.handle}?lng=${locale}`);
    await poll(() => page.getByTestId('registration-panel').isVisible()).toBe(true);
    return page;
  }

  async function member(person: Person): Promise<Member> {
    const me = await site.api(person, 'GET', '/v1/me');
    return { ...person, id: me.id };
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

  async function createProject(leader: Person, fields: { title: string; teamName: string; trackId: string }): Promise<Project> {
    const project = await site.api(leader, 'POST', `/v1/events/${event.id}/hackathon/projects`, {
      ...fields,
      description: '<p>Built overnight in Seoul.</p>',
      summary: 'A map of the night.',
    });
    return { id: project.id, title: fields.title, teamName: fields.teamName };
  }

  async function upload(person: Person, projectId: string, filename: string) {
    const payload = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const cookie = Object.entries(person.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const response = await site.t.app.inject({
      method: 'POST',
      url: `/v1/events/${event.id}/hackathon/projects/${projectId}/deliverables`,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  /** Picks a point of a criterion's scale (a segmented control: radios named by their number). */
  async function score(page: Page, criterion: string, point: number) {
    await page.getByRole('group', { name: criterion }).getByText(String(point), { exact: true }).click();
  }

  it('before the deadline a judge is told judging has not opened', async () => {
    const page = await open(judgeOh, judging(), 'en', 1280);
    await poll(() => page.getByTestId('judging-window').innerText()).toBe('Judging opens at the project submission deadline.');
    await expectAccessible(page, 'judging before the deadline (en, 1280)');
    await page.context().close();
    // The deadline passes: judging opens; what was handed in is frozen. Two hours on the server's
    // clock outlive every session, so everyone signs in again.
    site.t.clock.advance(2 * 3_600_000);
    for (const person of [host, ari, dana, chan, judgeOh, judgeSeo])
      person.cookies = await signIn(site.t, site.mail, person.email);
  });

  it('the host sets two criteria in both languages, adds and removes a host judge, and assigns the judges', async () => {
    const page = await open(host, `/events/${event.id}/management`, 'en', 1280);
    await page.getByTestId('management-tabs').getByRole('link', { name: 'Judging' }).click();
    await page.waitForURL((url) => url.pathname === `/events/${event.id}/management/hackathon/judging`);
    const criteria = page.getByTestId('criteria-card');
    await poll(() => criteria.getByRole('button', { name: 'Add criterion' }).isEnabled()).toBe(true);

    for (const [en, ko, weight, scale] of [
      ['Impact', '임팩트', '2', '1 to 5'],
      ['Execution', '완성도', '1', '1 to 10'],
    ] as const) {
      await criteria.getByRole('button', { name: 'Add criterion' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a criterion' });
      await dialog.getByRole('textbox', { name: 'Name (English)' }).fill(en);
      await dialog.getByRole('textbox', { name: 'Name (Korean)' }).fill(ko);
      await dialog.getByRole('textbox', { name: 'Description (English)' }).fill(`How much ${en.toLowerCase()} it shows.`);
      await dialog.getByRole('textbox', { name: 'Weight' }).fill(weight);
      await dialog.getByText(scale, { exact: true }).click();
      if (en === 'Impact') await expectAccessible(page, 'criterion dialog (en, 1280)');
      await dialog.getByRole('button', { name: 'Save criterion' }).click();
      await expectToast(page, 'Criteria saved');
      await poll(() => dialog.count()).toBe(0);
    }
    await poll(() => criteria.getByTestId('criterion').allInnerTexts()).toEqual([
      expect.stringMatching(/Impact[\s\S]*Weight 2[\s\S]*Scale 1–5/i),
      expect.stringMatching(/Execution[\s\S]*Weight 1[\s\S]*Scale 1–10/i),
    ]);

    const judges = page.getByTestId('judges-card');
    await poll(() => judges.getByTestId('judge').count()).toBe(2);
    await judges
      .getByRole('combobox', { name: 'Add a host as judge' })
      .or(judges.getByRole('textbox', { name: 'Add a host as judge' }))
      .first()
      .click();
    await page.getByRole('option', { name: 'Kim Minji' }).click();
    await judges.getByRole('button', { name: 'Add judge' }).click();
    await expectToast(page, 'Judge added');
    await poll(() => judges.getByTestId('judge').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('Kim Minji')]),
    );
    await judges.getByRole('button', { name: 'Remove Kim Minji as judge' }).click();
    await expectToast(page, 'Judge removed');
    await poll(() => judges.getByTestId('judge').count()).toBe(2);

    const assignment = page.getByTestId('assignment-card');
    await assignment.getByRole('textbox', { name: 'Judges per project' }).fill('2');
    await assignment.getByRole('button', { name: 'Assign' }).click();
    await expectToast(page, 'Judges assigned');
    await poll(() => assignment.getByTestId('assignment').count()).toBe(2);
    for (const row of await assignment.getByTestId('assignment').all()) {
      await poll(() => row.getByTestId('assigned-judge').allTextContents()).toEqual([
        expect.stringContaining('Not started'),
        expect.stringContaining('Not started'),
      ]);
    }
    // The toasts have faded before axe reads the page.
    await poll(() => page.getByRole('alert').filter({ hasText: 'Judges assigned' }).count()).toBe(0);
    await expectAccessible(page, 'host judging page (en, 1280)');
    await expectNoHorizontalScroll(page, 'host judging page (en, 1280)');
    await page.context().close();

    const stored = await site.api(host, 'GET', manage('/hackathons/judging/criteria'));
    expect(
      stored.criteria.map((c: { name: { en: string; ko: string }; weight: number; scale: number }) => [
        c.name.en,
        c.name.ko,
        c.weight,
        c.scale,
      ]),
    ).toEqual([
      ['Impact', '임팩트', 2, 5],
      ['Execution', '완성도', 1, 10],
    ]);
  });

  it('the host page reads in Korean on a phone', async () => {
    const page = await open(host, `/events/${event.id}/management/hackathon/judging`, 'ko', 375);
    await poll(() => page.getByTestId('criterion').count()).toBe(2);
    await poll(() => page.getByTestId('criterion').first().innerText()).toContain('임팩트');
    await poll(() => page.getByTestId('assignment').count()).toBe(2);
    await expectAccessible(page, 'host judging page (ko, 375)');
    await expectNoHorizontalScroll(page, 'host judging page (ko, 375)');
    await page.context().close();
  });

  it('a judge finds judging from the projects page, scores with the draft surviving a reload, submits, and declares a conflict with the other project', async () => {
    const page = await open(judgeOh, `/events/${event.handle}/hackathon/projects`, 'en', 1280);
    await page.getByTestId('judging-link').click();
    await page.waitForURL((url) => url.pathname === judging());
    const queue = page.getByTestId('judge-queue');
    await poll(() => queue.getByTestId('queue-item').count()).toBe(2);
    expect(await queue.getByTestId('queue-status').allTextContents()).toEqual(['Not started', 'Not started']);
    await queue.getByRole('link', { name: /달빛 지도/ }).click();
    const project = page.getByTestId('judged-project');
    await poll(() => project.getByTestId('frozen-deliverable').allInnerTexts()).toEqual([
      expect.stringContaining('moonlight-deck.pdf'),
    ]);
    await expectAccessible(page, 'judge project page (en, 1280)');

    await score(page, 'Impact, from 1 to 5', 4);
    await score(page, 'Execution, from 1 to 10', 7);
    await page.getByRole('textbox', { name: 'Comment (optional)' }).fill('Clear pitch, rough demo.');
    await poll(() => page.getByTestId('draft-state').innerText()).toBe('Draft saved');

    await page.reload();
    await poll(() => page.getByRole('textbox', { name: 'Comment (optional)' }).inputValue()).toBe('Clear pitch, rough demo.');
    expect(await page.getByRole('group', { name: 'Impact, from 1 to 5' }).getByRole('radio', { name: '4' }).isChecked()).toBe(
      true,
    );
    expect(await page.getByRole('group', { name: 'Execution, from 1 to 10' }).getByRole('radio', { name: '7' }).isChecked()).toBe(
      true,
    );
    await poll(() =>
      queue.getByTestId('queue-item').filter({ hasText: '달빛 지도' }).getByTestId('queue-status').textContent(),
    ).toBe('Draft');

    await page.getByRole('button', { name: 'Submit score' }).click();
    await expectToast(page, 'Score submitted');
    await poll(() => page.getByTestId('score-final').innerText()).toBe(
      'Submitted. The host can reopen it if something needs to change.',
    );
    expect(await page.getByRole('button', { name: 'Submit score' }).count()).toBe(0);

    // The other project's team is this judge's former company: a conflict, declared before scoring.
    await queue.getByRole('link', { name: /Open Planner/ }).click();
    await page.getByRole('button', { name: 'I have a conflict of interest' }).click();
    const conflict = page.getByRole('dialog', { name: 'Declare a conflict of interest?' });
    await expectAccessible(page, 'conflict confirmation (en, 1280)');
    await conflict.getByRole('button', { name: 'Declare conflict' }).click();
    await expectToast(page, '“Open Planner” left your queue');
    await poll(() => queue.getByTestId('queue-item').allInnerTexts()).toEqual([expect.stringContaining('달빛 지도')]);
    expect(await queue.getByTestId('queue-status').allTextContents()).toEqual(['Submitted']);
    await expectAccessible(page, 'judge after submitting (en, 1280)');
    await page.context().close();
  });

  it('the second judge scores in Korean on a phone', async () => {
    const page = await open(judgeSeo, judging(), 'ko', 375);
    const queue = page.getByTestId('judge-queue');
    await poll(() => queue.getByTestId('queue-item').count()).toBe(2);
    await expectAccessible(page, 'judge queue (ko, 375)');
    await expectNoHorizontalScroll(page, 'judge queue at 375px (ko)');
    for (const [title, impact, execution] of [
      ['달빛 지도', 5, 9],
      ['Open Planner', 2, 4],
    ] as const) {
      await queue.getByRole('link', { name: new RegExp(title) }).click();
      await score(page, '임팩트, 1~5점', impact);
      await score(page, '완성도, 1~10점', execution);
      await poll(() => page.getByTestId('draft-state').innerText()).toBe('임시 저장됨');
      await expectNoHorizontalScroll(page, 'score form at 375px (ko)');
      await page.getByRole('button', { name: '점수 제출' }).click();
      await expectToast(page, '점수를 제출했어요');
      await poll(() => page.getByTestId('score-final').isVisible()).toBe(true);
    }
    await poll(() => queue.getByTestId('queue-status').allTextContents()).toEqual(['제출됨', '제출됨']);
    await expectAccessible(page, 'judge after submitting (ko, 375)');
    await page.context().close();
  });

  it('the host sees the progress and the declared conflict, reopens a score, and the criteria are locked', async () => {
    const page = await open(host, `/events/${event.id}/management/hackathon/judging`, 'en', 1280);
    await poll(() => page.getByTestId('progress-total').innerText()).toBe('3 of 3 submitted');
    const declared = page.getByTestId('conflicts-card').getByTestId('conflict').filter({ hasText: 'Declared' });
    await poll(() => declared.allInnerTexts()).toEqual([expect.stringMatching(/^Judge Oh\s+Open Planner · /)]);
    await poll(() => page.getByTestId('criteria-locked').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add criterion' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Reopen 심사위원 서’s score of Open Planner' }).click();
    await expectToast(page, 'Score reopened');
    await poll(() => page.getByTestId('progress-total').innerText()).toBe('2 of 3 submitted');
    await page.context().close();

    // The judge sees it open again and submits it once more.
    const judge = await open(judgeSeo, `${judging()}?project=${openPlanner.id}`, 'ko', 375);
    await poll(() => judge.getByRole('button', { name: '점수 제출' }).isVisible()).toBe(true);
    await score(judge, '완성도, 1~10점', 5);
    await poll(() => judge.getByTestId('draft-state').innerText()).toBe('임시 저장됨');
    await judge.getByRole('button', { name: '점수 제출' }).click();
    await expectToast(judge, '점수를 제출했어요');
    await judge.context().close();
  });

  it('the host publishes after a confirmation; the teams get an email; the CSV keeps the Korean', async () => {
    const team = [ari, dana, chan];
    const mailsBefore = team.map((person) => site.mail.mailsTo(person.email).length);
    const page = await open(host, `/events/${event.id}/management/hackathon/judging`, 'en', 1280);
    const results = page.getByTestId('results-card');
    const overall = results.getByRole('tabpanel').getByTestId('result-row');
    await poll(() => overall.count()).toBe(2);
    const first = await overall.first().innerText();
    expect(first).toContain('달빛 지도');
    expect(await results.getByTestId('results-visibility').innerText()).toBe('Only the host team sees these until you publish.');
    await expectAccessible(page, 'results before publishing (en, 1280)');

    const [download] = await Promise.all([page.waitForEvent('download'), results.getByTestId('results-csv').click()]);
    const csv = await readFile((await download.path()) ?? '');
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(csv.subarray(3));
    expect(text).toContain('달빛 지도');
    expect(text).toContain('달빛팀');
    expect(text).toContain('심사위원 서');

    // Not yet on the public page: the results are asked for and refused.
    const signedOut = await openSignedOut('en', 1280);
    const asked = signedOut.waitForResponse((response) => response.url().endsWith(`/v1/events/${event.id}/hackathon/results`));
    await signedOut.reload();
    expect((await asked).status()).toBe(404);
    await signedOut.waitForLoadState('networkidle');
    expect(await signedOut.getByTestId('public-results').count()).toBe(0);
    await signedOut.context().close();

    await results.getByRole('button', { name: 'Publish results' }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish the results?' });
    await expectAccessible(page, 'publish confirmation (en, 1280)');
    await confirm.getByRole('button', { name: 'Publish results' }).click();
    await expectToast(page, 'Results published');
    await poll(() => results.getByTestId('results-visibility').innerText()).toMatch(/^Published /);
    await page.context().close();

    // Every member of every team, each with their own team's place.
    const resultsMail = (index: number) =>
      site.mail
        .mailsTo(team[index].email)
        .slice(mailsBefore[index])
        .find((mail) => mail.subject?.includes('Seoul Night Hack'));
    for (const index of team.keys()) await poll(() => resultsMail(index)?.subject).toBe('Results of Seoul Night Hack are out');
    expect(resultsMail(0)?.text).toContain('“달빛팀” placed 1 of 2');
    expect(resultsMail(1)?.text).toContain('“달빛팀” placed 1 of 2');
    expect(resultsMail(2)?.text).toContain('“Open Owls” placed 2 of 2');
  });

  it('the hackathon page shows the ranking, overall and per track, in both languages', async () => {
    const page = await open(dana, `/events/${event.handle}/hackathon/projects`, 'ko', 375);
    const results = page.getByTestId('published-results');
    await poll(() => results.getByRole('tabpanel').getByTestId('result-row').count()).toBe(2);
    expect(await results.getByRole('tabpanel').getByTestId('result-row').first().innerText()).toContain('달빛 지도');
    await results.getByRole('tab', { name: 'Open Track' }).click();
    await poll(() => results.getByRole('tabpanel').getByTestId('result-row').allInnerTexts()).toEqual([
      expect.stringContaining('Open Planner'),
    ]);
    await expectAccessible(page, 'published results (ko, 375)');
    await expectNoHorizontalScroll(page, 'published results at 375px (ko)');
    await page.context().close();

    // The email leads to the event page, which shows the ranking too.
    const english = await open(chan, `/events/${event.handle}`, 'en', 1280);
    const onEventPage = english.getByTestId('published-results');
    await poll(() => onEventPage.getByRole('tab', { name: 'Overall ranking' }).isVisible()).toBe(true);
    expect(await onEventPage.getByRole('tabpanel').getByTestId('result-row').allInnerTexts()).toEqual([
      expect.stringContaining('달빛 지도'),
      expect.stringContaining('Open Planner'),
    ]);
    await expectAccessible(english, 'published results on the event page (en, 1280)');
    await expectNoHorizontalScroll(english, 'event page with results (en, 1280)');
    await english.context().close();

    // Judging has closed: a judge reads the server's words and a read-only score.
    const judge = await open(judgeOh, `${judging()}?project=${moonlight.id}`, 'en', 1280);
    await poll(() => judge.getByTestId('judging-window').innerText()).toBe(
      'Judging has closed: the results have been published.',
    );
    await poll(() => judge.getByTestId('score-final').isVisible()).toBe(true);
    expect(await judge.getByRole('button', { name: 'Submit score' }).count()).toBe(0);
    await judge.context().close();

    // The host's results at phone width, in Korean.
    const hostPhone = await open(host, `/events/${event.id}/management/hackathon/judging`, 'ko', 375);
    await poll(() => hostPhone.getByTestId('results-card').getByRole('tabpanel').getByTestId('result-row').count()).toBe(2);
    // Judging has closed: nothing to reopen or assign any more.
    expect(await hostPhone.getByRole('button', { name: /다시 열기/ }).count()).toBe(0);
    expect(await hostPhone.getByRole('button', { name: '다시 배정하기' }).isDisabled()).toBe(true);
    await expectAccessible(hostPhone, 'host results after publishing (ko, 375)');
    await expectNoHorizontalScroll(hostPhone, 'host results at 375px (ko)');
    await hostPhone.context().close();
  });

  it('a visitor without a session sees the ranking on the public event page, overall and per track, in both languages', async () => {
    const words = {
      en: { title: 'Results', overall: 'Overall ranking', rank: 'Rank' },
      ko: { title: '결과', overall: '전체 순위', rank: '순위' },
    };
    for (const [locale, width] of [
      ['en', 1280],
      ['en', 375],
      ['ko', 1280],
      ['ko', 375],
    ] as const) {
      const page = await openSignedOut(locale, width);
      const results = page.getByRole('region', { name: words[locale].title });
      await poll(() => results.isVisible()).toBe(true);
      expect(await page.getByTestId('published-results').count()).toBe(0);
      const overall = results.getByRole('table', { name: words[locale].overall });
      expect(await overall.getByRole('columnheader').first().innerText()).toBe(words[locale].rank);
      expect(await overall.getByTestId('result-row').allInnerTexts()).toEqual([
        expect.stringMatching(/^1\s+(Winner|우승)\s+달빛 지도\s+달빛팀/),
        expect.stringMatching(/^2\s+(2nd place|준우승)\s+Open Planner\s+Open Owls/),
      ]);
      // A score out of 100 as a visitor reads it; the normalised score and the raw mean stay with the host.
      expect(await overall.getByTestId('result-row').first().locator('td').allInnerTexts()).toEqual([
        '1',
        expect.stringContaining('달빛 지도'),
        expect.stringMatching(/^\d{1,3}$/),
      ]);
      expect(await results.getByRole('table', { name: 'Open Track' }).getByTestId('result-row').allInnerTexts()).toEqual([
        expect.stringContaining('Open Planner'),
      ]);
      expect(await results.getByRole('table', { name: 'Climate Tech' }).getByTestId('result-row').allInnerTexts()).toEqual([
        expect.stringContaining('달빛 지도'),
      ]);
      await expectAccessible(page, `public page with results (${locale}, ${width})`);
      await expectNoHorizontalScroll(page, `public page with results (${locale}, ${width})`);
      await page.context().close();
    }
  });
});
