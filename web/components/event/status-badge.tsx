import { Badge } from '@mantine/core';
import type { BadgeProps } from '@mantine/core';

export type StatusTone = 'green' | 'yellow' | 'gray' | 'red' | 'blue' | 'violet' | 'pink';

// Mantine's light badges write their label in the middle shade, which is under 4.5:1 on the tint;
// these label colours pass.
const tones: Record<StatusTone, { color: string; text: string }> = {
  green: { color: 'teal', text: '#05603f' },
  yellow: { color: 'yellow', text: '#5c3d00' },
  gray: { color: 'gray', text: '#343a40' },
  red: { color: 'red', text: '#b02525' },
  blue: { color: 'blue', text: '#1864ab' },
  violet: { color: 'moim', text: '#3f25a6' },
  pink: { color: 'pink', text: '#a61e4d' },
};

/** A small status label (Live, Draft, Open, Beta…) that stays readable. */
export function StatusBadge({ tone, ...props }: Omit<BadgeProps, 'color' | 'variant'> & { tone: StatusTone; 'data-testid'?: string }) {
  const { color, text } = tones[tone];
  return <Badge radius="sm" {...props} color={color} variant="light" styles={{ label: { color: text } }} />;
}
