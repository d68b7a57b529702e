import type { ComponentProps } from 'react';
import classes from './status-badge.module.css';

export type StatusTone = 'green' | 'yellow' | 'gray' | 'red' | 'blue' | 'violet' | 'pink';

type Props = ComponentProps<'span'> & { tone: StatusTone; size?: 'xs' | 'sm' | 'md' | 'lg'; 'data-testid'?: string };

/**
 * A small status label (Live, Draft, Open, Beta…) that stays readable. Plain markup, no Mantine:
 * the public event page shows it in its first download.
 */
export function StatusBadge({ tone, size = 'md', className, ...props }: Props) {
  return <span {...props} data-size={size} className={`${classes.badge} ${classes[tone]} ${className ?? ''}`} />;
}
