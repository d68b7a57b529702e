import { randomBytes } from 'node:crypto';
import { reservedHandles } from '../../../contract/events.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomSuffix(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * A readable handle from the title ("Seoul AI Meetup" → "seoul-ai-meetup-k3f9x2"), or a random one
 * when the title has no Latin letters or digits (a Korean title). The suffix makes clashes rare;
 * the unique index settles the rest.
 */
export function generateHandle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 36)
    .replace(/-+$/, '');
  return slug.length >= 3 ? `${slug}-${randomSuffix(6)}` : randomSuffix(10);
}

export function isReservedHandle(handle: string): boolean {
  return (reservedHandles as readonly string[]).includes(handle.toLowerCase());
}

type DatabaseErrorLike = { code?: unknown; constraint?: unknown; cause?: unknown };

/** True when the error (or what it wraps) is PostgreSQL's unique violation of that constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error as DatabaseErrorLike | undefined, depth = 0; current && depth < 5; depth += 1) {
    if (current.code === '23505') return current.constraint === constraint;
    current = current.cause as DatabaseErrorLike | undefined;
  }
  return false;
}
