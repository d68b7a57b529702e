import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { readableInitialsColors } from './initials-colors.ts';

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

describe('initials avatar colours', () => {
  // Mantine's light variant in the light colour scheme: `--mantine-color-<c>-light` is shade 1,
  // `--mantine-color-<c>-light-color` shade 9.
  it.each(readableInitialsColors)('%s keeps its initials at 4.5:1 or more', (color) => {
    const shades = DEFAULT_THEME.colors[color];
    expect(contrast(shades[1], shades[9])).toBeGreaterThanOrEqual(4.5);
  });

  it('measures what it should: Mantine’s lime falls short', () => {
    expect(contrast(DEFAULT_THEME.colors.lime[1], DEFAULT_THEME.colors.lime[9])).toBeLessThan(4.5);
  });
});
