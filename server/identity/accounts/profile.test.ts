import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emptyValues, profileInputKeys } from '../../../contract/profile-fields.ts';
import { userProfiles } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { cookieHeader, signUp, type Cookies } from '../../test/sign-in.ts';

let t: TestApp;
let receiver: SmtpReceiver;
let cookies: Cookies;
let email: string;
let userId: string;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
  let user: { id: string };
  ({ cookies, email, user } = await signUp(t, receiver, { name: 'Profile Person', bio: 'Hello' }));
  userId = user.id;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const patch = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: '/v1/me/profile', headers: { cookie: cookieHeader(cookies), ...headers }, payload });
const getProfile = () => t.app.inject({ method: 'GET', url: '/v1/me/profile', headers: { cookie: cookieHeader(cookies) } });

const full = {
  name: '박지민',
  bio: '풀스택 개발자',
  industry: 'IT',
  skills: ['TYPESCRIPT', 'REACT', 'NODEJS'],
  tags: ['해커톤', 'open_source', 'AI2026'],
  organization: 'Moim Labs',
  jobTitle: 'Engineer',
  yearsOfExperience: 'FOUR_TO_SIX',
  location: {
    type: 'GOOGLE',
    country: '대한민국',
    region: '서울특별시',
    city: '강남구',
    shortAddress: '강남역',
    fullAddress: '서울특별시 강남구 강남대로 396',
  },
  detailAddress: '5층',
  socials: [
    { type: 'GITHUB', url: 'github.com/jimin' },
    { type: 'LINKEDIN', url: 'http://https://www.LinkedIn.com/in/jimin' },
    { type: 'WEBSITE', url: 'https://jimin.dev' },
  ],
  phoneNumber: '+82 10-1234-5678',
  dateOfBirth: '1995-04-12',
  attachedFileUrl: '/v1/files/attachments/resume-abc.pdf',
};

describe('GET and PATCH /v1/me/profile', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/me/profile' });
    expect(res.json().errorCode).toBe('G01001');
  });

  it('starts with the sign-up name and bio and empty fields', async () => {
    expect((await getProfile()).json().data).toEqual({
      ...emptyValues(profileInputKeys),
      name: 'Profile Person',
      handle: expect.stringMatching(/^profile\.person/),
      email,
      avatarUrl: null,
      bio: 'Hello',
    });
  });

  it('saves every field, normalising URLs and the phone number, and never the email', async () => {
    const res = await patch({ ...full, email: 'someone.else@moim.example' });
    expect(res.statusCode).toBe(200);
    const profile = res.json().data;
    expect(profile).toMatchObject({ ...full, socials: expect.any(Array), email, phoneNumber: '+821012345678' });
    expect(profile.socials).toEqual([
      { type: 'GITHUB', url: 'https://github.com/jimin' },
      { type: 'LINKEDIN', url: 'https://www.linkedin.com/in/jimin' },
      { type: 'WEBSITE', url: 'https://jimin.dev' },
    ]);
    expect((await getProfile()).json().data).toEqual(profile);
  });

  it('changes only the fields sent; null and blank clear them', async () => {
    await patch(full);
    const res = await patch({ organization: null, jobTitle: '   ', phoneNumber: '', tags: [] });
    expect(res.json().data).toMatchObject({
      organization: null,
      jobTitle: null,
      phoneNumber: null,
      tags: [],
      industry: 'IT',
      name: '박지민',
    });
  });

  it('takes phone numbers as people type them and stores them as E.164', async () => {
    const typed: [string, string][] = [
      ['010-1234-5678', '+821012345678'],
      ['01012345678', '+821012345678'],
      ['+82 10 1234 5678', '+821012345678'],
      ['02-123-4567', '+8221234567'],
      ['+1 201-555-0123', '+12015550123'],
    ];
    for (const [phoneNumber, stored] of typed) {
      expect((await patch({ phoneNumber })).json().data.phoneNumber, phoneNumber).toBe(stored);
      const [row] = await t.db
        .select({ phoneNumber: userProfiles.phoneNumber })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId));
      expect(row?.phoneNumber).toBe(stored);
    }
    const refused = await patch({ phoneNumber: '010-1234' }, { 'accept-language': 'ko' });
    expect(refused.json()).toMatchObject({
      statusCode: 400,
      errorCode: 'G00100',
      fields: { phoneNumber: '올바른 전화번호를 입력해 주세요.' },
    });
    const [kept] = await t.db
      .select({ phoneNumber: userProfiles.phoneNumber })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId));
    expect(kept?.phoneNumber).toBe('+12015550123');
  });

  it('answers a duplicate tag with G10015 and a duplicate social type with G10014', async () => {
    const tags = await patch({ tags: ['AI', 'web', 'ai'] });
    expect(tags.statusCode).toBe(400);
    expect(tags.json()).toMatchObject({
      errorCode: 'G10015',
      message: 'This tag already exists.',
      fields: { 'tags.2': 'This tag already exists.' },
    });
    const socials = await patch(
      {
        socials: [
          { type: 'GITHUB', url: 'github.com/a' },
          { type: 'GITHUB', url: 'github.com/b' },
        ],
      },
      { 'accept-language': 'ko' },
    );
    expect(socials.json()).toMatchObject({
      statusCode: 400,
      errorCode: 'G10014',
      message: '같은 종류의 소셜 링크는 한 번만 추가할 수 있습니다.',
      fields: { 'socials.1.type': '같은 종류의 소셜 링크는 한 번만 추가할 수 있습니다.' },
    });
  });

  it('checks each field with the spec message keys', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Please enter your name.'],
      [{ bio: 'x'.repeat(501) }, 'bio', 'Bio can be at most 500 characters.'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', 'You can add at most 10 tags.'],
      [{ tags: ['x'.repeat(21)] }, 'tags.0', 'A tag can be at most 20 characters.'],
      [{ tags: ['no spaces'] }, 'tags.0', 'Tags can contain only letters, numbers and underscores.'],
      [{ tags: ['dash-ed'] }, 'tags.0', 'Tags can contain only letters, numbers and underscores.'],
      [{ organization: 'x'.repeat(31) }, 'organization', 'Organization can be at most 30 characters.'],
      [{ jobTitle: 'x'.repeat(31) }, 'jobTitle', 'This can be at most 30 characters.'],
      [{ industry: 'x'.repeat(31) }, 'industry', 'This can be at most 30 characters.'],
      [
        { location: { type: 'MANUAL', fullAddress: 'x'.repeat(201) } },
        'location.fullAddress',
        'Location can be at most 200 characters.',
      ],
      [{ location: { type: 'ELSEWHERE', fullAddress: 'Seoul' } }, 'location.type', 'This value is not valid.'],
      [{ detailAddress: 'x'.repeat(201) }, 'detailAddress', 'Location can be at most 200 characters.'],
      [{ socials: [{ type: 'GITHUB', url: 'not a url' }] }, 'socials.0.url', 'Please enter a valid URL.'],
      [{ socials: [{ type: 'GITHUB', url: 'javascript:alert(1)' }] }, 'socials.0.url', 'Please enter a valid URL.'],
      [{ socials: [{ type: 'MYSPACE', url: 'myspace.com' }] }, 'socials.0.type', 'This value is not valid.'],
      [{ phoneNumber: '010-1234' }, 'phoneNumber', 'Please enter a valid phone number.'],
      [{ phoneNumber: '+82 abc' }, 'phoneNumber', 'Please enter a valid phone number.'],
      [{ dateOfBirth: '2001-02-30' }, 'dateOfBirth', 'Please enter a valid date.'],
      [{ dateOfBirth: '3000-01-01' }, 'dateOfBirth', "The date can't be in the future."],
      [{ skills: ['COBOL'] }, 'skills.0', 'This value is not valid.'],
      [{ skills: ['GO', 'GO'] }, 'skills', 'Each skill can be chosen only once.'],
      [{ yearsOfExperience: 'FOREVER' }, 'yearsOfExperience', 'This value is not valid.'],
      [{ attachedFileUrl: '../etc/passwd' }, 'attachedFileUrl', 'This value is not valid.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errorCode).toBe('G00100');
      expect(res.json().fields, JSON.stringify(payload)).toMatchObject({ [field]: message });
    }
  });
});

describe('PATCH /v1/me/locale', () => {
  it('stores the language on the account', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/me/locale',
      headers: { cookie: cookieHeader(cookies) },
      payload: { locale: 'ko' },
    });
    expect(res.json().data.locale).toBe('ko');
    const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie: cookieHeader(cookies) } });
    expect(me.json().data.locale).toBe('ko');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/v1/me/locale',
      headers: { cookie: cookieHeader(cookies) },
      payload: { locale: 'fr' },
    });
    expect(bad.json()).toMatchObject({
      errorCode: 'G00100',
      message: '올바르지 않은 항목이 있습니다. 확인 후 다시 시도해 주세요.',
    });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: '/v1/me/locale', payload: { locale: 'ko' } })).json().errorCode).toBe(
      'G01001',
    );
  });
});

describe('GET /v1/policies', () => {
  it('returns the terms and the privacy policy in both languages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/policies' });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items;
    expect(items.map((p: { kind: string }) => p.kind)).toEqual(['TERMS', 'PRIVACY']);
    for (const policy of items) {
      expect(policy.title.en).toBeTruthy();
      expect(policy.title.ko).toMatch(/[가-힣]/);
      expect(policy.body.en.length).toBeGreaterThan(200);
      expect(policy.body.ko).toMatch(/[가-힣]/);
    }
  });
});
