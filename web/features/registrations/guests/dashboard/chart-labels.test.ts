import { describe, expect, it } from 'vitest';
import { continuousHours, dayLabel, hourLabel, spreadLabels } from './chart-labels.ts';

describe('chart labels', () => {
  it('name days and hours as they are in the event time zone, in either language', () => {
    expect(dayLabel('2026-06-08', 'en')).toBe('Jun 8');
    expect(dayLabel('2026-06-08', 'ko')).toBe('6월 8일');
    expect(hourLabel('2026-06-08T19:00', 'en')).toBe('7 PM');
    expect(hourLabel('2026-06-08T19:00', 'ko')).toBe('오후 7시');
  });

  it('spread a few labels at a steady step, from the first bar to the last', () => {
    const bars = (n: number) => Array.from({ length: n }, (_, i) => i);
    expect(spreadLabels(bars(10), 4, String).map((l) => l.at)).toEqual([0, 3, 6, 9]);
    expect(spreadLabels(bars(6), 4, String).map((l) => l.at)).toEqual([0, 2, 5]);
    expect(spreadLabels(bars(42), 4, String).map((l) => l.at)).toEqual([0, 14, 28, 41]);
    expect(spreadLabels([1, 2], 4, String)).toEqual([
      { at: 0, label: '1' },
      { at: 1, label: '2' },
    ]);
  });

  it('fill the empty hours between check-ins and show at least six', () => {
    expect(continuousHours([])).toEqual([]);
    expect(continuousHours([{ hour: '2026-06-08T19:00', count: 4 }]).map((h) => `${h.hour.slice(11)}=${h.count}`)).toEqual([
      '14:00=0',
      '15:00=0',
      '16:00=0',
      '17:00=0',
      '18:00=0',
      '19:00=4',
    ]);
    const day = continuousHours([
      { hour: '2026-06-08T10:00', count: 2 },
      { hour: '2026-06-08T18:00', count: 5 },
    ]);
    expect(day).toHaveLength(9);
    expect(day.reduce((sum, h) => sum + h.count, 0)).toBe(7);
  });
});
