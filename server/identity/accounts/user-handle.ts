// Handles: chosen from the name at sign-up, editable in the profile, unique whatever their capitals
// (stored lower-cased; the database's unique constraint decides races).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { romanize } from 'es-hangul';
import { limits } from '../../../contract/users.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';

// How Korean family names are spelled in the Latin alphabet by most who carry them, where that
// differs from the Revised Romanization es-hangul gives ("이" is "lee", not "i").
const familySpellings: Record<string, string> = {
  김: 'kim',
  이: 'lee',
  박: 'park',
  최: 'choi',
  정: 'jung',
  조: 'cho',
  윤: 'yoon',
  장: 'jang',
  임: 'lim',
  오: 'oh',
  신: 'shin',
  류: 'ryu',
  유: 'yoo',
  노: 'noh',
  문: 'moon',
  송: 'song',
  한: 'han',
  서: 'seo',
  권: 'kwon',
  황: 'hwang',
  안: 'ahn',
  강: 'kang',
  전: 'jeon',
  고: 'ko',
};

/** "이서준" → "seojun lee": a name of two to four Hangul syllables is a family name and a given name. */
function latinName(name: string): string {
  const trimmed = name.trim();
  if (/^\p{Script=Hangul}{2,4}$/u.test(trimmed)) {
    const family = familySpellings[trimmed[0]] ?? romanize(trimmed[0]);
    return `${romanize(trimmed.slice(1))} ${family}`;
  }
  return /\p{Script=Hangul}/u.test(trimmed) ? romanize(trimmed) : trimmed;
}

/** "Alex Morgan" → "alex.morgan", "이서준" → "seojun.lee"; a name with nothing to spell gives "member". */
export function handleBaseFromName(name: string): string {
  const base = latinName(name)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_]+/g, '.')
    .replace(/[^a-z0-9.-]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, limits.handleMax - 5);
  return base.length >= limits.handleMin ? base : 'member';
}

/** The base first, then the base with a random suffix; the caller's insert settles a race. */
export function handleCandidate(base: string, attempt: number): string {
  return attempt === 0 && base !== 'member' ? base : `${base}.${randomBytes(2).toString('hex')}`;
}

export async function isHandleTaken(db: DbOrTx, handle: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.handle, handle.toLowerCase()));
  return Boolean(row);
}
