// A hackathon's public page as a visitor without a session sees it: the tracks, the submission
// deadline with a countdown the server counted and the browser ticks, the teams and how many
// recruit; the host's warning for a deadline before the event starts; and the published results
// for people: one heading, the winners' badges, a score out of 100, no z-score or raw mean, and
// at 375 px no header broken inside a word. In Korean at 375 px and in English at 1280 px, every
// screen checked with axe.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn } from '../server/test/sign-in.ts';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startCheckInSite, type CheckInSite, type Person } from './check-in-site.ts';
import { expectNoHorizontalScroll, poll } from './event-pages.ts';

type Member = Person & { id: string };
type Event = { id: string; handle: string };
type Locale = 'en' | 'ko';

const HOUR = 3_600_000;

describeInBrowser('a hackathon’s public page and its results', () => {
  let site: CheckInSite;
  let browser: Browser;
  let host: Member;
  /** under way: a deadline ahead, set before the event starts (the host is warned) */
  let spring: Event;
  /** judged and published */
  let night: Event;
  const manage = (event: Event, path = '') => `/v1/event-managements/${event.id}${path}`;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startCheckInSite(), launchBrowser()]);
    host = await member(await site.person('Kim Minji', 'PRO'));
    const now = site.t.clock.now().getTime();
    spring = await hackathon('Seoul Spring Hack', '2026-06-08T10:00:00.000Z', '2026-06-09T10:00:00.000Z');
    night = await hackathon('Seoul Night Hack', new Date(now + HOUR / 2).toISOString(), new Date(now + 24 * HOUR).toISOString());

    // Spring: two tracks, two teams, one of them still recruiting; the deadline an hour before the start.
    const [ai, open] = await tracks(spring, ['AI for good', 'Open track']);
    await site.api(host, 'PATCH', manage(spring, '/hackathons/tracks/' + open.id), {
      description: 'Anything that fits the theme.',
    });
    const [ari, bora] = await Promise.all([
      register(spring, '한아리', 'PARTICIPANT'),
      register(spring, 'Bora Kim', 'PARTICIPANT'),
    ]);
    await project(spring, ari, { title: '달빛 지도', teamName: '달빛팀', trackId: ai.id, recruitStatus: 'MEMBER_FINDING' });
    await project(spring, bora, {
      title: 'Open Planner',
      teamName: 'Open Owls',
      trackId: open.id,
      recruitStatus: 'TEAM_BUILDING_COMPLETE',
    });
    await site.api(host, 'PATCH', manage(spring, '/hackathons/deadline'), { submissionDeadline: '2026-06-08T09:00:00.000Z' });

    // Night: three teams in two tracks, two judges, one criterion; judged after the deadline and published.
    const [climate, openTrack] = await tracks(night, ['Climate Tech', 'Open Track']);
    const people = await Promise.all(
      ['Dana Lee', 'Chan Park', '서지우', 'Judge Oh', '심사위원 서'].map((name, i) =>
        register(night, name, i < 3 ? 'PARTICIPANT' : 'JUDGE'),
      ),
    );
    const [dana, chan, jiwoo, judgeOh, judgeSeo] = people;
    const moonlight = await project(night, dana, { title: 'Moonlight Map', teamName: 'Moon Team', trackId: climate.id });
    const planner = await project(night, chan, { title: 'Night Planner', teamName: 'Planners', trackId: openTrack.id });
    const sun = await project(night, jiwoo, { title: 'Sun Tracker', teamName: 'Sun Team', trackId: climate.id });
    const { criteria } = await site.api(host, 'PUT', manage(night, '/hackathons/judging/criteria'), {
      criteria: [{ name: { en: 'Impact', ko: '임팩트' }, weight: 1, scale: 5 }],
    });
    await site.api(host, 'PUT', manage(night, '/hackathons/judging/assignment-settings'), {
      judgesPerProject: 2,
      perTrack: false,
    });
    await site.api(host, 'PATCH', manage(night, '/hackathons/deadline'), {
      submissionDeadline: new Date(now + HOUR).toISOString(),
    });
    await site.api(host, 'POST', manage(night, '/hackathons/judging/assignments/run'));
    // Past the deadline on the server's clock, which outlives every session.
    site.t.clock.advance(2 * HOUR);
    for (const person of [host, ...people]) person.cookies = await signIn(site.t, site.mail, person.email);
    const marks = new Map([
      [moonlight, 5],
      [planner, 4],
      [sun, 2],
    ]);
    for (const judge of [judgeOh, judgeSeo])
      for (const [id, mark] of marks)
        await site.api(judge, 'POST', `/v1/events/${night.id}/hackathon/judging/projects/${id}/submit`, {
          values: { [criteria[0].id]: mark },
        });
    await site.api(host, 'POST', manage(night, '/hackathons/judging/results/publish'));
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function member(person: Person): Promise<Member> {
    const me = await site.api(person, 'GET', '/v1/me');
    return { ...person, id: me.id };
  }

  async function hackathon(title: string, startsAt: string, endsAt: string): Promise<Event> {
    const created = await site.api(host, 'POST', '/v1/events', {
      type: 'HACKATHON',
      title,
      startsAt,
      endsAt,
      timezone: 'Asia/Seoul',
      location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: '231 Teheran-ro, Gangnam-gu, Seoul', city: 'Seoul' } },
      eventTypes: ['COMPETITION_CONTEST_HACKATHON'],
      eventFields: ['IT_PROGRAMMING'],
    });
    const event = { id: created.id, handle: created.handle };
    await site.api(host, 'POST', manage(event, '/publish'));
    await site.api(host, 'POST', manage(event, '/regist-forms/publish'));
    return event;
  }

  async function tracks(event: Event, names: string[]): Promise<{ id: string }[]> {
    const made = [];
    for (const name of names) {
      made.push(await site.api(host, 'POST', manage(event, '/hackathons/tracks'), { name }));
      // Tracks read in the order they were made; on a clock that stands still, that order is a tie.
      site.t.clock.advance(1);
    }
    return made;
  }

  async function register(event: Event, name: string, participationType: string): Promise<Member> {
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

  async function project(event: Event, leader: Person, fields: Record<string, string>): Promise<string> {
    const created = await site.api(leader, 'POST', `/v1/events/${event.id}/hackathon/projects`, {
      ...fields,
      description: '<p>Built overnight in Seoul.</p>',
    });
    return created.id;
  }

  async function newPage(locale: Locale, width: number): Promise<Page> {
    const context = await browser.newContext({ locale: locale === 'ko' ? 'ko-KR' : 'en-US', viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    return page;
  }

  async function openSignedOut(event: Event, locale: Locale, width: number): Promise<Page> {
    const page = await newPage(locale, width);
    await page.goto(`${site.url}/events/${event.handle}?lng=${locale}`);
    await poll(() => page.getByTestId('registration-panel').isVisible()).toBe(true);
    return page;
  }

  /** Header words that the layout broke across lines, and header cells whose text overflows. */
  function brokenHeaderWords(table: Locator): Promise<string[]> {
    return table.evaluate((element) =>
      [...element.querySelectorAll('th')].flatMap((cell) => {
        const broken: string[] = [];
        if (cell.scrollWidth > cell.clientWidth) broken.push(`${cell.textContent} overflows`);
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            if (range.getClientRects().length > 1) broken.push(match[0]);
          }
        }
        return broken;
      }),
    );
  }

  /** The results' headers at 375 px: whole words only; and the check sees a word the layout breaks. */
  async function expectHeadersWhole(event: Event, locale: Locale) {
    const page = await openSignedOut(event, locale, 375);
    const results = page.getByTestId('public-results');
    await poll(() => results.isVisible()).toBe(true);
    for (const table of await results.getByRole('table').all()) expect(await brokenHeaderWords(table)).toEqual([]);
    // A control: a header squeezed and allowed to break anywhere is caught.
    await page.addStyleTag({
      content: '[data-testid="public-results"] th { word-break: break-all !important; max-width: 1.5em; }',
    });
    expect((await brokenHeaderWords(results.getByRole('table').first())).length).toBeGreaterThan(0);
    await page.context().close();
  }

  async function expectShowcaseTicks(page: Page) {
    const countdown = page.getByTestId('showcase-countdown');
    const first = await countdown.innerText();
    await poll(() => countdown.innerText()).not.toBe(first);
  }

  it('in Korean at 375 px: the host is warned, the public page shows the hackathon, the results read as people read', async () => {
    // The host's settings warn of the deadline before the start.
    const settings = await newPage('ko', 375);
    await site.signInBrowser(settings.context(), host);
    await settings.goto(`${site.url}/events/${spring.id}/management/settings?tab=hackathon&lng=ko`);
    await poll(() => settings.getByTestId('settings-warning').innerText()).toBe(
      '제출 마감이 행사 시작보다 앞서 있습니다. 이대로라면 해커톤이 시작되기 전에 제출해야 합니다.',
    );
    await expectAccessible(settings, 'hackathon settings with a warning (ko, 375)');
    await expectNoHorizontalScroll(settings, 'hackathon settings with a warning (ko, 375)');
    await settings.context().close();

    // The spring hackathon's public page: tracks, the deadline in Seoul time and a countdown, the teams.
    const page = await openSignedOut(spring, 'ko', 375);
    const showcase = page.getByRole('region', { name: '해커톤 안내' });
    await poll(() => showcase.isVisible()).toBe(true);
    expect(await showcase.getByTestId('showcase-tracks').getByRole('listitem').allInnerTexts()).toEqual([
      'AI for good',
      expect.stringMatching(/^Open track\s+Anything that fits the theme\.$/),
    ]);
    expect(await showcase.getByTestId('showcase-deadline').locator('time').innerText()).toMatch(/6월 8일.*오후 6:00 GMT\+9/);
    // Seven days and nine hours from the server clock's start, less the two hours it moved.
    expect(await showcase.getByTestId('showcase-countdown').innerText()).toMatch(/^7일 0[67]:\d\d:\d\d 남음$/);
    await expectShowcaseTicks(page);
    expect(await showcase.getByTestId('showcase-teams').innerText()).toMatch(/팀 2개\s+팀원을 찾는 팀 1개/);
    expect(await showcase.getByRole('link', { name: '참가자라면 팀을 둘러보고 합류를 요청하세요' }).getAttribute('href')).toBe(
      `/events/${spring.handle}/hackathon/projects`,
    );
    await expectAccessible(page, 'public hackathon page (ko, 375)');
    await expectNoHorizontalScroll(page, 'public hackathon page (ko, 375)');
    await page.context().close();

    // The night hackathon's results: closed for submissions, one heading, badges, a score out of 100.
    const results = await openSignedOut(night, 'ko', 375);
    await poll(() => results.getByTestId('showcase-countdown').innerText()).toBe('제출이 마감되었습니다.');
    const section = results.getByRole('region', { name: '결과' });
    await poll(() => section.isVisible()).toBe(true);
    expect(await section.getByRole('heading').count()).toBe(1);
    const overall = section.getByRole('table', { name: '전체 순위' });
    expect(await overall.getByRole('columnheader').allInnerTexts()).toEqual(['순위', '프로젝트', '점수(100점 만점)']);
    expect(await overall.getByTestId('result-award').allInnerTexts()).toEqual(['우승', '준우승', '3위']);
    expect(await section.getByRole('table', { name: 'Climate Tech' }).getByTestId('result-award').allInnerTexts()).toEqual([
      '트랙 우승',
    ]);
    expect(await section.innerText()).not.toMatch(/정규화|원점수/);
    await expectAccessible(results, 'public results (ko, 375)');
    await expectNoHorizontalScroll(results, 'public results (ko, 375)');
    await results.context().close();
    await expectHeadersWhole(night, 'ko');
  });

  it('in English at 1280 px: the same warning, showcase and results, and whole headers at 375 px', async () => {
    const settings = await newPage('en', 1280);
    await site.signInBrowser(settings.context(), host);
    await settings.goto(`${site.url}/events/${spring.id}/management/settings?tab=hackathon&lng=en`);
    await poll(() => settings.getByTestId('settings-warning').innerText()).toBe(
      'The submission deadline falls before the event starts: teams would have to hand in before the hackathon begins.',
    );
    await expectAccessible(settings, 'hackathon settings with a warning (en, 1280)');
    await settings.context().close();

    const page = await openSignedOut(spring, 'en', 1280);
    const showcase = page.getByRole('region', { name: 'The hackathon' });
    await poll(() => showcase.isVisible()).toBe(true);
    expect(await showcase.getByTestId('showcase-deadline').locator('time').innerText()).toMatch(/Jun 8.*6:00 PM GMT\+9/);
    expect(await showcase.getByTestId('showcase-countdown').innerText()).toMatch(/^7 days 0[67]:\d\d:\d\d left$/);
    await expectShowcaseTicks(page);
    expect(await showcase.getByTestId('showcase-teams').innerText()).toMatch(/2 teams\s+1 team is recruiting/);
    await expectAccessible(page, 'public hackathon page (en, 1280)');
    await page.context().close();

    const results = await openSignedOut(night, 'en', 1280);
    const section = results.getByRole('region', { name: 'Results' });
    await poll(() => section.isVisible()).toBe(true);
    expect(await section.getByRole('heading').count()).toBe(1);
    const overall = section.getByRole('table', { name: 'Overall ranking' });
    const rows = overall.getByTestId('result-row');
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringMatching(/^1\s+Winner\s+Moonlight Map\s+Moon Team\s+\d{1,3}$/),
      expect.stringMatching(/^2\s+2nd place\s+Night Planner\s+Planners\s+\d{1,3}$/),
      expect.stringMatching(/^3\s+3rd place\s+Sun Tracker\s+Sun Team\s+\d{1,3}$/),
    ]);
    const points = (await rows.locator('td:last-child').allInnerTexts()).map(Number);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(await section.getByRole('table', { name: 'Open Track' }).getByTestId('result-award').allInnerTexts()).toEqual([
      'Track winner',
    ]);
    expect(await section.innerText()).toContain('Scores are out of 100.');
    expect(await section.innerText()).not.toMatch(/Normalised|Raw mean/);
    await expectAccessible(results, 'public results (en, 1280)');
    await expectNoHorizontalScroll(results, 'public results (en, 1280)');
    await results.context().close();
    await expectHeadersWhole(night, 'en');
  });
});
