// What goes into the export's cells. Every cell a spreadsheet could take for a formula is made
// plain text with a leading apostrophe (OWASP "CSV injection"): a first character of = + - @, tab or
// carriage return — also behind leading spaces, and in their full-width forms, which some
// spreadsheet imports read the same way. Headers (question titles are the host's text) included.
// A `;` followed by one of them gets the apostrophe after it too, and such a cell is always quoted,
// for spreadsheets that split cells at semicolons.
import { isoWithOffset } from '../../events/index.ts';
import type { CheckInStatus, QuestionSnapshot, RegistrationStatus } from '../../../contract/registrations.ts';
import { hasMessage, translate } from '../../../contract/i18n/translate.ts';
import type { Locale } from '../../../contract/locale.ts';
import { profileFieldLabel, type ProfileFieldKey } from '../../../contract/profile-fields.ts';
import type { HackathonParticipationType } from '../../../contract/users.ts';
import { dateFormatter } from '../../../contract/date-formatter.ts';

const FORMULA_START = /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;

/**
 * A semicolon before a formula character inside a cell: where a spreadsheet reads `;` as the
 * separator (many European locales), what follows it would start a cell of its own.
 */
export const EMBEDDED_FORMULA = /;(?=[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20])/g;

export function neutraliseFormula(value: string): string {
  const inner = value.includes(';') ? value.replace(EMBEDDED_FORMULA, ";'") : value;
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

type Labels = {
  /** the columns before the profile fields' (contract/profile-fields.ts `csv`), and after them */
  columns: { before: [string, string]; after: [string, string, string, string, string, string] };
  status: Record<RegistrationStatus, string>;
  checkIn: Record<CheckInStatus, string>;
  defaultTicket: string;
  yes: string;
  no: string;
  /** a hackathon's extra column, after the others */
  participationColumn: string;
  participationType: Record<HackathonParticipationType, string>;
  kinds: Partial<Record<QuestionSnapshot['kind'], string>>;
};

export const csvLabels: Record<Locale, Labels> = {
  en: {
    columns: {
      before: ['Name', 'Email'],
      after: ['Status', 'Check-in', 'Checked in at', 'Ticket', 'Registered at', 'Member'],
    },
    status: { APPROVED: 'Approved', PENDING: 'Pending', REJECTED: 'Rejected', CANCELLED: 'Cancelled', WAITLISTED: 'Waitlisted' },
    checkIn: { CHECKED_IN: 'Checked in', NOT_CHECKED_IN: 'Not checked in' },
    defaultTicket: 'General',
    yes: 'Yes',
    no: 'No',
    participationColumn: 'Participation type',
    participationType: {
      PARTICIPANT: 'Participant',
      OBSERVER: 'Observer',
      JUDGE: 'Judge',
      MENTOR: 'Mentor',
      SPEAKER: 'Speaker',
      PARTNER: 'Partner',
      SPONSOR: 'Sponsor',
      INVESTOR: 'Investor',
    },
    kinds: {
      PHONE_NUMBER: 'Phone number',
      BIO: 'Bio',
      ORGANIZATION: 'Organization',
      JOB_TITLE: 'Job title',
      INDUSTRY: 'Industry',
      YEARS_OF_EXPERIENCE: 'Years of experience',
      LOCATION: 'Location',
      SOCIAL: 'Social links',
      TAG: 'Tags',
      SKILL: 'Skills',
      DATE_OF_BIRTH: 'Date of birth',
    },
  },
  ko: {
    columns: { before: ['이름', '이메일'], after: ['신청 상태', '체크인', '체크인 시각', '티켓', '신청 일시', '회원'] },
    status: { APPROVED: '승인', PENDING: '승인 대기', REJECTED: '거절', CANCELLED: '취소', WAITLISTED: '대기자' },
    checkIn: { CHECKED_IN: '체크인 완료', NOT_CHECKED_IN: '미체크인' },
    defaultTicket: '일반',
    yes: '예',
    no: '아니요',
    participationColumn: '참가 유형',
    participationType: {
      PARTICIPANT: '참가자',
      OBSERVER: '참관객',
      JUDGE: '심사위원',
      MENTOR: '멘토',
      SPEAKER: '연사',
      PARTNER: '파트너',
      SPONSOR: '후원사',
      INVESTOR: '투자자',
    },
    kinds: {
      PHONE_NUMBER: '전화번호',
      BIO: '소개',
      ORGANIZATION: '소속',
      JOB_TITLE: '직함',
      INDUSTRY: '업계',
      YEARS_OF_EXPERIENCE: '경력',
      LOCATION: '지역',
      SOCIAL: '소셜 링크',
      TAG: '관심 태그',
      SKILL: '기술',
      DATE_OF_BIRTH: '생년월일',
    },
  },
};

/** A profile field's column title: its label as the host team reads it (the `_guest` wording where there is one). */
export function fieldColumnTitle(locale: Locale, key: ProfileFieldKey): string {
  const label = profileFieldLabel(key);
  return translate(locale, hasMessage(locale, `${label}_guest`) ? `${label}_guest` : label);
}

/** A question's column title: its title as answered, else its kind's name. */
export function questionColumnTitle(locale: Locale, question: Pick<QuestionSnapshot, 'kind' | 'title'>): string {
  return question.title.trim() || csvLabels[locale].kinds[question.kind] || question.kind;
}

/** A time cell: ISO 8601 with the event's offset, so a spreadsheet and a person both read it right. */
export function localTime(instant: Date | null, timeZone: string): string {
  return instant ? isoWithOffset(instant, timeZone) : '';
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** '00' … '59' */
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => pad2(n));

/** An offset holds for whole quarter hours: zones change theirs only at quarter-hour instants. */
const QUARTER_HOUR_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

/**
 * `localTime` for many cells of one zone (a Date, or its epoch milliseconds): one formatter, made once per export, asked for the zone's
 * offset once per quarter hour met, and each local day's date written once; each cell is then plain
 * arithmetic on the UTC clock (formatting every cell through the formatter cost more than the rest of the row).
 */
export function localTimeFormatter(timeZone: string): (instant: Date | number | null) => string {
  const format = dateFormatter('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  /** quarter hour → wall clock minus UTC (to the second) and its `+09:00` */
  const offsets = new Map<number, { offset: number; suffix: string }>();
  const offsetAt = (seconds: number) => {
    const quarter = Math.floor(seconds / QUARTER_HOUR_MS);
    let zone = offsets.get(quarter);
    if (zone === undefined) {
      const p: Record<string, number> = {};
      for (const part of format.formatToParts(seconds)) if (part.type !== 'literal') p[part.type] = Number(part.value);
      const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - seconds;
      const offsetMinutes = Math.round(offset / 60_000);
      const abs = Math.abs(offsetMinutes);
      zone = { offset, suffix: `${offsetMinutes < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}` };
      offsets.set(quarter, zone);
    }
    return zone;
  };
  /** local day (days since the epoch) → `2026-11-27T` */
  const dates = new Map<number, string>();
  const dateOf = (day: number) => {
    let date = dates.get(day);
    if (date === undefined) {
      const midnight = new Date(day * DAY_MS);
      date = `${midnight.getUTCFullYear()}-${pad2(midnight.getUTCMonth() + 1)}-${pad2(midnight.getUTCDate())}T`;
      dates.set(day, date);
    }
    return date;
  };
  return (instant) => {
    if (instant === null) return '';
    const seconds = Math.floor((typeof instant === 'number' ? instant : instant.getTime()) / 1000) * 1000;
    const { offset, suffix } = offsetAt(seconds);
    const wall = seconds + offset;
    const day = Math.floor(wall / DAY_MS);
    const second = (wall - day * DAY_MS) / 1000;
    const minute = Math.floor(second / 60);
    return `${dateOf(day)}${TWO_DIGITS[Math.floor(minute / 60)]}:${TWO_DIGITS[minute % 60]}:${TWO_DIGITS[second % 60]}${suffix}`;
  };
}

/**
 * A comma, a quote, a line break of any kind or a semicolon (see above). A lone LF or CR left
 * unquoted would end the record for Excel and cut a multi-line answer into rows of its own.
 */
const NEEDS_QUOTES = /[",;\r\n]/;

/** A cell that neither starts like a formula nor holds anything to quote: most names, emails and answers. */
const PLAIN = /^[^\s\u00a0\u3000=+\-@\uff1d\uff0b\uff0d\uff20",;][^",;\r\n]*$/;

/** One neutralised cell, quoted where needed, quotes doubled. */
export function csvCell(value: string): string {
  if (PLAIN.test(value)) return value;
  const cell = neutraliseFormula(value);
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One CSV record (RFC 4180, CRLF-terminated) of neutralised cells, quoted where needed, quotes doubled. */
export function csvLine(cells: readonly string[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i += 1) {
    if (i > 0) line += ',';
    line += csvCell(cells[i]);
  }
  return `${line}\r\n`;
}
