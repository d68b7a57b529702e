import { describe, expect, it } from 'vitest';
import { countedSoFar } from './use-windowed-pages.ts';

const page = (total: number, totalCapped = false, isPlaceholderData = false) => ({
  data: { items: [], total, totalCapped },
  isPlaceholderData,
});

describe('countedSoFar', () => {
  it("is page 1's count until a page further down counts further", () => {
    expect(countedSoFar([page(1000, true)])).toMatchObject({ total: 1000, totalCapped: true });
    expect(countedSoFar([page(1000, true), page(2000, true)])).toMatchObject({ total: 2000, totalCapped: true });
    expect(countedSoFar([page(1000, true), page(1450)])).toMatchObject({ total: 1450, totalCapped: false });
    expect(countedSoFar([page(12), page(12)])).toMatchObject({ total: 12, totalCapped: false });
  });

  it('keeps what a page further down counted while page 1 is capped, and follows an exact page 1', () => {
    const before = page(1200).data;
    expect(countedSoFar([page(1000, true), { data: undefined, isPlaceholderData: false }], before)).toMatchObject({
      total: 1200,
    });
    expect(countedSoFar([page(900)], before)).toMatchObject({ total: 900, totalCapped: false });
  });

  it("ignores a page still showing the previous search's rows, and has nothing before page 1 answers", () => {
    expect(countedSoFar([page(40), page(2000, true, true)])).toMatchObject({ total: 40, totalCapped: false });
    expect(countedSoFar([{ data: undefined, isPlaceholderData: false }])).toBeUndefined();
  });
});
