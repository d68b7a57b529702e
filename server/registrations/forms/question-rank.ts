// Fractional rank keys for the form's order: a question moves by getting one new key between its
// neighbours', and nothing else is rewritten. Keys are digits and lower-case letters compared
// byte-wise (JavaScript `<`, SQL `collate "C"`), and never end in '0', so there is always room
// before any key.
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Longer than this and the form's keys are spread out again (see spreadRanks). */
export const MAX_RANK_LENGTH = 24;

export function isRank(value: string): boolean {
  return /^[0-9a-z]*[1-9a-z]$/.test(value);
}

/** A key strictly between `a` and `b` ('' before everything, null after everything). */
export function rankBetween(a: string, b: string | null): string {
  if (b !== null && a >= b) throw new Error(`rankBetween: ${a} is not before ${b}`);
  return midpoint(a, b);
}

function midpoint(a: string, b: string | null): string {
  if (b !== null) {
    // Skip the common prefix ('0' pads the shorter one).
    let n = 0;
    while ((a[n] ?? '0') === b[n]) n += 1;
    if (n > 0) return b.slice(0, n) + midpoint(a.slice(n), b.slice(n));
  }
  const low = a ? DIGITS.indexOf(a[0]) : 0;
  const high = b !== null ? DIGITS.indexOf(b[0]) : DIGITS.length;
  if (high - low > 1) return DIGITS[Math.round((low + high) / 2)];
  // Adjacent digits: keep a's digit and go one place deeper.
  if (b !== null && b.length > 1) return b.slice(0, 1);
  return DIGITS[low] + midpoint(a.slice(1), null);
}

/** `count` evenly spread keys, in order: for a new form or to shorten keys that grew long. */
export function spreadRanks(count: number): string[] {
  const width = Math.max(1, Math.ceil(Math.log(count + 1) / Math.log(DIGITS.length)));
  const span = DIGITS.length ** width;
  return Array.from({ length: count }, (_, index) => {
    let value = Math.floor(((index + 1) * span) / (count + 1));
    let key = '';
    for (let place = 0; place < width; place += 1) {
      key = DIGITS[value % DIGITS.length] + key;
      value = Math.floor(value / DIGITS.length);
    }
    return key.replace(/0+$/, '') || DIGITS[1];
  });
}
