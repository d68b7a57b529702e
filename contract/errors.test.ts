import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderErrorDocs } from '../scripts/error-docs.ts';
import { errorCatalogue, errorCodes, isRefreshable } from './errors.ts';
import en from './i18n/en.json' with { type: 'json' };
import ko from './i18n/ko.json' with { type: 'json' };

// The codes clients already know, with their statuses: none may disappear or change status.
const specCodes: Record<string, number> = {
  G01003: 401,
  G01006: 401,
  G01008: 401,
  G01009: 401,
  G01010: 401,
  G01011: 401,
  G01012: 401,
  G01013: 401,
  G01014: 401,
  G01015: 401,
  G01016: 401,
  G01020: 401,
  G01001: 401,
  G01022: 401,
  G01024: 401,
  G01025: 401,
  G01026: 401,
  G01027: 401,
  G01028: 401,
  G01017: 403,
  G01018: 403,
  G01019: 403,
  G10010: 400,
  G10011: 400,
  G10014: 400,
  G10015: 400,
  G10016: 400,
  G20002: 400,
  G20003: 400,
  G20008: 400,
  G20011: 400,
  G20013: 400,
  G20015: 400,
  G20016: 400,
  G20017: 400,
  G20021: 400,
  G20024: 400,
  G20027: 400,
  G20028: 400,
  G20029: 400,
  G20030: 400,
  G20032: 400,
  G20033: 400,
  G20040: 400,
  G20041: 400,
  G20042: 400,
  G20043: 400,
  G20044: 400,
  G20046: 400,
  G20047: 400,
  G20049: 400,
  G20052: 400,
  G20061: 400,
  G20062: 400,
};

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('error catalogue', () => {
  it('holds every code of the spec with its status', () => {
    for (const [code, status] of Object.entries(specCodes)) {
      expect(errorCatalogue, code).toHaveProperty(code);
      expect(errorCatalogue[code as keyof typeof errorCatalogue].status, code).toBe(status);
    }
  });

  it('has a 5xx entry for each system category and 404/409 families', () => {
    const statuses = errorCodes.map((code) => errorCatalogue[code].status);
    expect(statuses.filter((s) => s >= 500).length).toBeGreaterThanOrEqual(8);
    expect(statuses.filter((s) => s === 404).length).toBeGreaterThanOrEqual(12);
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThanOrEqual(8);
  });

  it('gives every code an English and a Korean message', () => {
    for (const code of errorCodes) {
      const key = errorCatalogue[code].key as keyof typeof en.errors;
      expect(en.errors[key], `${code} en`).toBeTruthy();
      expect(ko.errors[key], `${code} ko`).toBeTruthy();
      expect(ko.errors[key], `${code} ko is translated`).not.toBe(en.errors[key]);
    }
  });

  it('marks exactly the spec refreshable 401 codes as refreshable', () => {
    const refreshable = errorCodes.filter(isRefreshable).sort();
    expect(refreshable).toEqual(['G01001', 'G01003', 'G01009', 'G01010', 'G01011', 'G01012', 'G01013']);
    for (const code of ['G01022', 'G01024', 'G01025', 'G01026', 'G01027', 'G01028']) expect(isRefreshable(code)).toBe(false);
  });

  it('uses the spec wording for the messages it gives', () => {
    expect(en.errors.eventRegistrationFull).toBe('Registration is now closed as the event has reached its maximum capacity.');
    expect(en.errors.reenterVerificationCode).toBe('Invalid code. Please try again.');
    expect(en.errors.resendTimeLimit).toBe('You can resend the code only once per minute.');
    expect(en.errors.commonError).toBe('An error occurred. Please try again later. (Error Code: {{code}})');
  });

  it('keeps the same message keys in English and Korean', () => {
    expect(keysOf(ko).sort()).toEqual(keysOf(en).sort());
  });

  it('is documented in docs/errors.md exactly as it is', () => {
    const docs = readFileSync(new URL('../docs/errors.md', import.meta.url), 'utf8');
    expect(docs, 'run: node scripts/error-docs.ts --write').toBe(renderErrorDocs());
  });
});
