import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EmailSchema, VerificationCodeSchema } from './auth.ts';
import { CreateTicketSchema } from './registration-views.ts';
import {
  FileReferenceSchema,
  formatPhoneNumber,
  NameSchema,
  normalizePhoneNumber,
  normalizeUrl,
  SocialLinksSchema,
  TagsSchema,
} from './users.ts';

describe('normalizeUrl', () => {
  it.each([
    ['github.com/moim', 'https://github.com/moim'],
    ['http://example.co.kr', 'https://example.co.kr'],
    ['https://https://example.com/a?b=c#d', 'https://example.com/a?b=c#d'],
    ['HTTP://http://Sub.Example.COM/Path', 'https://sub.example.com/Path'],
    ['  www.notion.so/page  ', 'https://www.notion.so/page'],
    ['localhost.dev:8080/x', 'https://localhost.dev:8080/x'],
    ['xn--9n2bp8q.com', 'https://xn--9n2bp8q.com'],
  ])('%s → %s', (input, output) => {
    expect(normalizeUrl(input)).toBe(output);
  });

  it.each([
    '',
    'example',
    'http://',
    'ftp://example.com',
    'javascript:alert(1)',
    'exa mple.com',
    'example.c',
    '-bad.com',
    'a..com',
    'example.com/with space',
  ])('refuses %j', (input) => {
    expect(normalizeUrl(input)).toBeNull();
  });

  it('is idempotent and always yields https://', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
    const url = fc
      .tuple(
        fc.constantFrom('', 'http://', 'https://', 'http://https://'),
        fc.array(label, { minLength: 1, maxLength: 3 }),
        fc.stringMatching(/^[a-z]{2,6}$/),
        fc.stringMatching(/^(\/[a-zA-Z0-9_-]{0,8}){0,3}$/),
      )
      .map(([scheme, labels, tld, path]) => `${scheme}${labels.join('.')}.${tld}${path}`);
    fc.assert(
      fc.property(url, (input) => {
        const once = normalizeUrl(input);
        expect(once).not.toBeNull();
        expect(once?.startsWith('https://')).toBe(true);
        expect(normalizeUrl(once as string)).toBe(once);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = normalizeUrl(input);
        if (once !== null) expect(normalizeUrl(once)).toBe(once);
      }),
    );
  });
});

describe('normalizePhoneNumber and formatPhoneNumber', () => {
  it.each([
    ['010-1234-5678', '+821012345678', '010-1234-5678'],
    ['01012345678', '+821012345678', '010-1234-5678'],
    ['+82 10 1234 5678', '+821012345678', '010-1234-5678'],
    ['0082 10 1234 5678', '+821012345678', '010-1234-5678'],
    ['02-123-4567', '+8221234567', '02-123-4567'],
    ['+1 (201) 555-0123', '+12015550123', '+1 201 555 0123'],
  ])('%s is stored as %s and shown as %s', (input, stored, shown) => {
    expect(normalizePhoneNumber(input)).toBe(stored);
    expect(formatPhoneNumber(stored)).toBe(shown);
  });

  it.each(['010-1234', '12345', '+0 123 4567', '+82 10', '+82 10 1234 5678 9999 1', 'phone', '010-1234-5678 ext'])(
    'refuses %j',
    (input) => expect(normalizePhoneNumber(input)).toBeNull(),
  );

  it('shows what it cannot read as it is', () => expect(formatPhoneNumber('12345')).toBe('12345'));
});

describe('EmailSchema and VerificationCodeSchema', () => {
  it('lower-cases and trims, and needs a domain with a top-level domain of two letters or more', () => {
    expect(EmailSchema.parse('  Kim@Example.COM ')).toBe('kim@example.com');
    expect(EmailSchema.parse('a.b+tag@mail.co.kr')).toBe('a.b+tag@mail.co.kr');
    for (const bad of [
      'kim',
      'kim@',
      '@example.com',
      'kim@example',
      'kim@example.c',
      'ki m@example.com',
      'kim@@example.com',
      'k\u0000im@example.com',
      'kim@exa\u0007mple.com',
      'kim\u001b@example.com',
      'kim\ud800@example.com',
      'kim\u0085@example.com',
    ]) {
      const result = EmailSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0].message).toMatch(/^validation\./);
    }
  });

  it('takes exactly six digits', () => {
    expect(VerificationCodeSchema.safeParse('012345').success).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', '']) expect(VerificationCodeSchema.safeParse(bad).success).toBe(false);
  });
});

describe('NameSchema', () => {
  it.each(['김하늘', 'Alex Morgan', 'O’Brien', "D'Angelo", 'Lee, J. (Design)', 'dev_kim-2', 'José'])('accepts %s', (name) => {
    expect(NameSchema.safeParse(name).success).toBe(true);
  });
  it.each(['', '!!', 'a<b', 'kim@home', 'x'.repeat(41), '😀'])('refuses %j', (name) => {
    expect(NameSchema.safeParse(name).success).toBe(false);
  });
  it.each(['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'])(
    'refuses the bidirectional control %j',
    (control) => {
      expect(NameSchema.safeParse(`Kim${control}gnp.exe`).error?.issues[0].message).toBe('validation.nameCharacters');
    },
  );
});

describe('ticket names', () => {
  it('refuse bidirectional controls as names do', () => {
    expect(CreateTicketSchema.safeParse({ name: 'VIP' }).success).toBe(true);
    for (const control of ['\u202E', '\u2066'])
      expect(CreateTicketSchema.safeParse({ name: `VIP${control}txt` }).success).toBe(false);
  });
});

describe('the profile attachment link', () => {
  it.each(['/v1/files/registration/a1b2.pdf', 'https://example.com/cv.pdf', 'example.com/cv.pdf', '', null])(
    'accepts %j',
    (value) => {
      expect(FileReferenceSchema.safeParse(value).success).toBe(true);
    },
  );
  it.each([
    '/v1/files/../../etc/passwd',
    '/v1/files/avatars/../../session-secret',
    '/v1/files/avatars/./a.webp',
    '/v1/files/a.webp',
    '/v1/files/avatars/a/b.webp',
    '/v1/files/avatars/.hidden',
    '../cv.pdf',
    './cv.pdf',
    '/me/profile',
    '//evil.example/cv.pdf',
  ])('refuses the relative path %j', (value) => {
    expect(FileReferenceSchema.safeParse(value).success).toBe(false);
  });
});

describe('duplicates carry the code the API answers with', () => {
  it('marks a duplicate tag (case-insensitive) G10015 and a duplicate social type G10014', () => {
    const tags = TagsSchema.safeParse(['AI', 'Web', 'ai']);
    expect(tags.error?.issues).toMatchObject([
      { path: [2], message: 'validation.duplicateTopic', params: { errorCode: 'G10015' } },
    ]);
    const socials = SocialLinksSchema.safeParse([
      { type: 'BLOG', url: 'a.com' },
      { type: 'BLOG', url: 'b.com' },
    ]);
    expect(socials.error?.issues).toMatchObject([{ path: [1, 'type'], params: { errorCode: 'G10014' } }]);
  });
});
