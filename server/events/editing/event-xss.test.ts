import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripControlCharacters } from '../../../contract/events.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { descriptionToText, sanitizeDescription } from './event-description.ts';
import { escapeAttribute, openGraphTags } from '../pages/open-graph.ts';
import { createEventAs, eventInput, proUser, publish, type Actor } from '../../test/events.ts';
import { xssPayloads } from '../../test/xss-corpus.ts';

const ALLOWED_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'br',
  'hr',
  'img',
]);
const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = { a: new Set(['href', 'rel', 'target']), img: new Set(['src', 'alt']) };

/** Everything sanitised output may contain: allowed tags, allowed attributes, safe URLs. Text `<` is always escaped. */
function assertSafe(html: string) {
  for (const [, name, attributes] of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    expect(ALLOWED_TAGS, html).toContain(name);
    for (const [, attribute, value] of attributes.matchAll(/\s([^\s=/]+)="([^"]*)"/g)) {
      expect(ALLOWED_ATTRIBUTES[name]?.has(attribute), `${name}[${attribute}] in ${html}`).toBe(true);
      if (attribute === 'href') expect(value, html).toMatch(/^(https?:\/\/|mailto:)/i);
      if (attribute === 'src')
        expect(value, html).toMatch(/^(https:\/\/|\/v1\/files\/(cover|description)\/[A-Za-z0-9_-]{16,64}\.webp$)/);
      if (attribute === 'target') expect(value).toBe('_blank');
      if (attribute === 'rel') expect(value).toBe('noopener nofollow');
    }
  }
  expect(html).not.toMatch(/<(script|style|iframe|svg|math|object|embed|form|input|textarea|template|base|meta|link)\b/i);
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  // Text is escaped, so a scheme only matters inside a real tag.
  for (const tag of html.match(/<[^>]*>/g) ?? []) {
    expect(tag.replace(/&[#\w]+;/g, '')).not.toMatch(
      /\s(?:href|src|action|formaction)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i,
    );
  }
}

describe('the description sanitiser', () => {
  it(`leaves nothing executable in any of the ${xssPayloads.length} payloads`, () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(100);
    for (const payload of xssPayloads) assertSafe(sanitizeDescription(payload));
  });

  it('is idempotent: clean HTML comes back unchanged', () => {
    for (const payload of xssPayloads) {
      const once = sanitizeDescription(payload);
      expect(sanitizeDescription(once)).toBe(once);
    }
  });

  it('keeps everything the editor makes', () => {
    const rich =
      '<h2>Agenda</h2><h3>Talks</h3><h4>Lightning</h4><p>Plain <strong>bold</strong> <em>italic</em> <u>under</u> <s>strike</s> <code>x</code><br />next</p>' +
      '<ul><li><p>one</p></li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote><pre><code>const a = 1;</code></pre><hr />' +
      '<p><a href="https://moim.example/x" rel="noopener nofollow" target="_blank">link</a> <a href="mailto:hi@moim.example" rel="noopener nofollow" target="_blank">mail</a></p>' +
      '<img src="/v1/files/description/abcdefghijklmnopqrstuvwx.webp" alt="photo" /><img src="https://images.example.com/a.png" />';
    expect(sanitizeDescription(rich)).toBe(rich);
  });

  it('holds for arbitrary markup (property test)', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '<',
        '>',
        '"',
        "'",
        '=',
        '/',
        ' ',
        '&',
        ';',
        ':',
        'javascript',
        'onerror',
        'src',
        'href',
        'style',
        '<!--',
        '-->',
        '\n',
      ),
      fc.constantFrom(...xssPayloads),
      fc.constantFrom(...[...ALLOWED_TAGS].flatMap((tag) => [`<${tag}>`, `</${tag}>`, `<${tag} `])),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
        const clean = sanitizeDescription(parts.join(''));
        assertSafe(clean);
        expect(sanitizeDescription(clean)).toBe(clean);
      }),
      { numRuns: 500 },
    );
  });

  it('removes a control character that a character reference decodes to, and stays as it is when cleaned again', () => {
    for (const input of ['&#xe', '&#xe;', '<p>a&#x1;b</p>', '&#0;']) {
      const clean = sanitizeDescription(input);
      expect(clean).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
      expect(sanitizeDescription(clean)).toBe(clean);
    }
  });

  it('turns a description into plain text for calendars and previews', () => {
    expect(descriptionToText('<h2>Title &amp; more</h2><p>a &lt;b&gt; "c"</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Title & more\na <b> "c"\none\ntwo',
    );
  });
});

describe('payloads through the API', () => {
  let t: TestApp;
  let host: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    host = await proUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores title and location as the plain text they are, and the description sanitised', async () => {
    for (const payload of xssPayloads) {
      // Plain text keeps every character a person can type; control characters become spaces.
      const plain = stripControlCharacters(payload);
      const title = plain.slice(0, 100).trim() || 'x';
      const text = plain.slice(0, 200).trim() || 'x';
      const event = await createEventAs(t, host, {
        title,
        description: payload,
        location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: text, city: text, shortAddress: text }, detail: text },
      });
      await publish(t, host, event.id);
      const page = (await t.app.inject({ url: `/v1/events/info?handle=${event.handle}` })).json().data;
      expect(page.title).toBe(title);
      expect(page.location).toMatchObject({ venue: { fullAddress: text, city: text, shortAddress: text }, detail: text });
      expect(page.description).toBe(sanitizeDescription(payload));
      assertSafe(page.description);
      // The answer is JSON, never HTML: nothing in it is interpreted by a browser opening it.
      const raw = await t.app.inject({ url: `/v1/events/info?handle=${event.handle}` });
      expect(raw.headers['content-type']).toMatch(/^application\/json/);
      expect(raw.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('turns control characters in one-line text into spaces (PostgreSQL refuses NUL)', async () => {
    const event = await createEventAs(t, host, {
      title: 'a\u0000b\nc',
      location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: 'x\u0000y', city: 'c\u0007d' }, detail: 'e\u0000f' },
      description: '<p>g\u0000h</p>',
    });
    expect(event).toMatchObject({
      title: 'a b c',
      description: '<p>gh</p>',
      location: { venue: { fullAddress: 'x y', city: 'c d' }, detail: 'e f' },
    });
  });

  it('refuses markup in the handle and in URLs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/events',
      headers: { cookie: host.cookie },
      payload: eventInput({ handle: '<script>', location: { mode: 'ONLINE', url: 'javascript:alert(1)' } }),
    });
    expect(res.json()).toMatchObject({
      errorCode: 'G00100',
      fields: { handle: expect.any(String), 'location.url': expect.any(String) },
    });
  });
});

describe('Open Graph tags with payloads', () => {
  it('escape every value, so no payload leaves its attribute', () => {
    for (const payload of xssPayloads) {
      const tags = openGraphTags('https://moim.example', {
        handle: 'safe-handle',
        title: payload,
        description: sanitizeDescription(payload) || `<p>${escapeAttribute(payload)}</p>`,
        coverImageUrl: null,
        visibility: 'PUBLIC',
        listed: true,
      } as Parameters<typeof openGraphTags>[1]);
      for (const line of tags.split('\n')) expect(line, line).toMatch(/^<meta (property|name)="[a-z:_]+" content="[^"<>]*">$/);
    }
  });
});
