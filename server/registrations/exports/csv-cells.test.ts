import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { isoWithOffset } from '../../events/index.ts';
import { csvLine, localTimeFormatter, neutraliseFormula } from './csv-cells.ts';

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the export\u2019s cells', () => {
  it('writes each record as csv-stringify does (BOM aside), on 3,000 records of awkward characters', () => {
    const next = random(22);
    const alphabet = ['a', '김', ',', ';', '"', '\r', '\n', '\r\n', '=', '+', '-', '@', ' ', '\t', '\u3000', '＝', '1', "'"];
    for (let n = 0; n < 3000; n += 1) {
      const cells = Array.from({ length: 1 + (n % 6) }, () =>
        Array.from({ length: Math.floor(next() * 6) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
      );
      const before = stringify([cells.map(neutraliseFormula)], { record_delimiter: 'windows', quoted_match: /[;\r\n]/ });
      expect(csvLine(cells), JSON.stringify(cells)).toBe(before);
    }
  });

  it('quotes a cell holding a lone line break, so a multi-line answer stays in its row', () => {
    expect(csvLine(['a\nb', 'c\rd', 'e'])).toBe('"a\nb","c\rd",e\r\n');
  });

  it('reads instants in the event\u2019s zone as the per-cell formatting did, across offset changes', () => {
    const next = random(38);
    for (const zone of [
      'Asia/Seoul',
      'America/New_York',
      'Europe/London',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'America/St_Johns',
    ]) {
      const time = localTimeFormatter(zone);
      for (let n = 0; n < 150; n += 1) {
        const instant = new Date(Date.UTC(2020, 0, 1) + Math.floor(next() * 6 * 365 * 86_400_000) + (n % 2 ? 0.6 : 0));
        expect(time(instant), `${zone} ${instant.toISOString()}`).toBe(isoWithOffset(instant, zone));
      }
      // the hour each side of a change of offset, second by second around it
      const change =
        zone === 'America/New_York' ? Date.UTC(2026, 2, 8, 7) : zone === 'Europe/London' ? Date.UTC(2026, 9, 25, 1) : null;
      if (change !== null)
        for (let s = -3600; s <= 3600; s += 241)
          expect(time(new Date(change + s * 1000))).toBe(isoWithOffset(new Date(change + s * 1000), zone));
    }
    expect(localTimeFormatter('Asia/Seoul')(null)).toBe('');
  });
});
