// Text that other people read as someone wrote it: event and project titles, team and community
// names, comments, bios. Bidirectional controls make it display as something it is not (a name
// that reads backwards, a title that hides a word), zero-width characters hide inside words, and
// control characters mean nothing on a page. One rule strips them from every display text; the
// person-name rule (contract/users.ts) refuses the same characters outright (decision 027).
import { z } from 'zod';

/** Bidirectional marks, embeddings, overrides and isolates: LRM, RLM, ALM, U+202A–202E, U+2066–2069. */
const BIDI = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
/** Zero-width space, non-joiner, word joiner, byte order mark, Mongolian vowel separator. */
const ZERO_WIDTH = '\\u180E\\u200B\\u200C\\u2060\\uFEFF';
const INVISIBLE = new RegExp(`[${BIDI}${ZERO_WIDTH}]`, 'gu');
// The zero-width joiner builds emoji sequences (👩‍💻); anywhere else it only hides inside a word.
const STRAY_JOINER = /(?<![\p{Extended_Pictographic}\uFE0F\u{1F3FB}-\u{1F3FF}])\u200D|\u200D(?!\p{Extended_Pictographic})/gu;
const LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F]+/g;
// A block keeps its line breaks and tabs.
const BLOCK_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

const withoutInvisible = (value: string) => value.replace(INVISIBLE, '').replace(STRAY_JOINER, '');

/** One line (a title, a name): control characters become a space, invisible characters go. */
export const cleanDisplayLine = (value: string): string => withoutInvisible(value).replace(LINE_CONTROLS, ' ');

/** Several lines (a comment, a bio): line breaks and tabs stay, other control and invisible characters go. */
export const cleanDisplayBlock = (value: string): string => withoutInvisible(value).replace(BLOCK_CONTROLS, '');

type StringParams = Parameters<typeof z.string>[0];

/** A one-line display text: chain `.trim()`, `.min()`, `.max()` as on any string. */
export const displayLine = (params?: StringParams) => z.string(params).overwrite(cleanDisplayLine);

/** A multi-line display text: chain `.trim()`, `.min()`, `.max()` as on any string. */
export const displayBlock = (params?: StringParams) => z.string(params).overwrite(cleanDisplayBlock);
