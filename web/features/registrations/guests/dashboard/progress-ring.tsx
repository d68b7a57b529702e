import { useId } from 'react';
import classes from './dashboard.module.css';

type Props = { value: number; max: number; size?: number; stroke?: number; title: string; description: string; caption: string };

/** A ring filled to value / max, with the percentage in the middle. Read as an image with its own title and description. */
export function ProgressRing({ value, max, size = 148, stroke = 14, title, description, caption }: Props) {
  const id = useId();
  const ratio = max > 0 ? Math.min(1, value / max) : 0;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className={classes.ring} style={{ width: size, height: size }}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-labelledby={`${id}-t ${id}-d`}>
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth={stroke} className={classes.ringTrack} />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={`${circumference * ratio} ${circumference}`}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
          className={classes.ringValue}
          opacity={ratio === 0 ? 0 : 1}
        />
      </svg>
      <div className={classes.ringCenter} aria-hidden>
        <span className={classes.ringPercent}>{Math.round(ratio * 100)}%</span>
        <span className={classes.ringCaption}>{caption}</span>
      </div>
    </div>
  );
}
