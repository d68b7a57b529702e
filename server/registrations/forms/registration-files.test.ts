import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { freshEmail, freshIp } from '../../test/sign-in.ts';
import {
  asActor,
  asGuest,
  defaultAnswers,
  guestUser,
  publishedEvent,
  questionAs,
  register,
  type Actor,
} from '../../test/registrations.ts';

let t: TestApp;
let receiver: SmtpReceiver;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'moim-registration-files-'));
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url, DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
  await rm(dataDir, { recursive: true, force: true });
});

const samples = {
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200)]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]),
  pdf: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200)]),
  zip: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(200)]),
  exe: Buffer.concat([Buffer.from('MZ'), randomBytes(200)]),
};

function multipart(filename: string, content: Buffer) {
  const boundary = `----moim${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(filename: string, content: Buffer, headers: Record<string, string>, query = '') {
  const body = multipart(filename, content);
  return t.app.inject({
    method: 'POST',
    url: `/v1/events/regist-question-file${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const download = (fileId: string, headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/v1/events/regist-question-file/${fileId}${query}`, headers });

const stored = () => t.files.list('registration-files');

describe('POST /v1/events/regist-question-file', () => {
  it('takes jpg, jpeg, png, pdf and zip whose content matches, streamed to the data directory', async () => {
    const member = await guestUser(t);
    for (const [name, content] of [
      ['photo.jpg', samples.jpg],
      ['photo.JPEG', samples.jpg],
      ['shot.png', samples.png],
      ['cv.pdf', samples.pdf],
      ['code.zip', samples.zip],
    ] as const) {
      const res = await upload(name, content, asActor(member));
      expect(res.statusCode, name).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ name, size: content.length, url: `/v1/events/regist-question-file/${data.id}` });
      expect(await buffer((await t.files.open(`registration-files/${data.id}`))!.stream)).toEqual(content);
    }
  });

  it('refuses other formats by name or by content (G00106), files over 30 MB (G00107), and strangers (401)', async () => {
    const member = await guestUser(t);
    const before = (await stored()).length;
    for (const [name, content] of [
      ['tool.exe', samples.exe],
      ['tool.pdf', samples.exe],
      ['letter.docx', samples.zip],
      ['photo.png', samples.jpg],
      ['empty.pdf', Buffer.alloc(0)],
    ] as const) {
      const res = await upload(name, content, asActor(member));
      expect(res.json(), name).toMatchObject({ statusCode: 400, errorCode: 'G00106', message: 'Unsupported File Format' });
    }
    const huge = Buffer.concat([samples.pdf, Buffer.alloc(30 * 1024 * 1024)]);
    const tooBig = await upload('big.pdf', huge, asActor(member));
    expect(tooBig.json()).toMatchObject({ statusCode: 413, errorCode: 'G00107', message: 'File Size Exceeded' });
    expect((await upload('cv.pdf', samples.pdf, {})).json().errorCode).toBe('G01001');
    // Nothing half-written stays behind.
    expect((await stored()).length).toBe(before);
  });
});

describe('FILE answers', () => {
  async function fileEvent() {
    const { host, event } = await publishedEvent(t);
    const question = await questionAs(t, host, event.id, { kind: 'FILE', title: 'Your CV', requirement: 'REQUIRED' });
    return { host, event, question };
  }

  async function registerWithFile(host: Actor, eventId: string, questionId: string, member: Actor, fileId: string) {
    const answers = [
      ...(await defaultAnswers(t, host, eventId, { name: member.user.name, email: member.user.email })),
      { questionId, value: { fileId } },
    ];
    return register(t, eventId, asActor(member), { answers });
  }

  it('keeps the file with the answer, readable by its owner and the host team only', async () => {
    const { host, event, question } = await fileEvent();
    const member = await guestUser(t);
    const fileId = (await upload('my cv.pdf', samples.pdf, asActor(member))).json().data.id as string;
    const res = await registerWithFile(host, event.id, question.id, member, fileId);
    expect(res.statusCode).toBe(201);
    const answer = res.json().data.registration.answers.find((a: { questionId: string }) => a.questionId === question.id);
    expect(answer).toMatchObject({ value: { fileId, name: 'my cv.pdf', contentType: 'application/pdf' }, text: 'my cv.pdf' });

    for (const viewer of [member, host]) {
      const file = await download(fileId, asActor(viewer));
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toContain('attachment');
      expect(file.rawPayload).toEqual(samples.pdf);
    }
    const stranger = await guestUser(t);
    const otherHost = await publishedEvent(t);
    for (const viewer of [stranger, otherHost.host])
      expect((await download(fileId, asActor(viewer))).json().errorCode).toBe('G04015');
    expect((await download(fileId, {})).json().errorCode).toBe('G04015');
    expect((await download('../../etc/passwd', asActor(member))).json().errorCode).toMatch(/G04015|G00103/);

    // The host's CSV links the file where the answer is.
    const csv = await t.app.inject({
      method: 'POST',
      url: `/v1/event-managements/${event.id}/participants/export-csv`,
      headers: asActor(host),
      payload: {},
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`${t.env.APP_ORIGIN}/v1/events/regist-question-file/${fileId}`);
  });

  it("an answer may only name the registrant's own, unused file (G20047)", async () => {
    const { host, event, question } = await fileEvent();
    const owner = await guestUser(t);
    const fileId = (await upload('cv.pdf', samples.pdf, asActor(owner))).json().data.id as string;
    const thief = await guestUser(t);
    const stolen = await registerWithFile(host, event.id, question.id, thief, fileId);
    expect(stolen.json()).toMatchObject({
      errorCode: 'G20047',
      fields: { [`answers.${question.id}`]: 'This file could not be found. Please upload it again.' },
    });
    expect((await registerWithFile(host, event.id, question.id, owner, fileId)).statusCode).toBe(201);
    const second = await publishedEvent(t);
    const secondQuestion = await questionAs(t, second.host, second.event.id, { kind: 'FILE', title: 'CV' });
    expect((await registerWithFile(second.host, second.event.id, secondQuestion.id, owner, fileId)).json().errorCode).toBe(
      'G20047',
    );
  });

  it('a non-member uploads and reads back with their guest token and the event', async () => {
    const { event } = await fileEvent();
    const email = freshEmail('guest');
    await t.app.inject({
      method: 'POST',
      url: `/v1/events/${event.id}/check-email`,
      remoteAddress: freshIp(),
      payload: { email },
    });
    await t.drainOutbox();
    const code = /\b(\d{6})\b/.exec(receiver.mailsTo(email).at(-1)!.text!)![1];
    const proof = await t.app.inject({
      method: 'POST',
      url: `/v1/events/${event.id}/check-email/verify`,
      remoteAddress: freshIp(),
      payload: { email, code },
    });
    const token = proof.json().data.guestToken as string;
    expect((await upload('cv.pdf', samples.pdf, asGuest(token))).json().errorCode).toBe('G01020');
    const res = await upload('cv.pdf', samples.pdf, asGuest(token), `?eventId=${event.id}`);
    expect(res.statusCode).toBe(200);
    const fileId = res.json().data.id as string;
    expect((await download(fileId, asGuest(token), `?eventId=${event.id}`)).statusCode).toBe(200);
    expect((await download(fileId, asGuest(token))).json().errorCode).toBe('G04015');
  });
});
