import { useId } from 'react';
import type { AxisLabel } from './chart-labels.ts';
import classes from './dashboard.module.css';

type Props = {
  title: string;
  description: string;
  /** one bar each */
  values: number[];
  /** the text of each bar's tooltip */
  barTitles: string[];
  /** a second series drawn as a line on its own scale (a running total) */
  line?: number[];
  /** a few bars' labels, each shown under its bar */
  axisLabels: AxisLabel[];
  tone?: 'violet' | 'teal';
  height?: number;
};

const W = 10;

/** Under the bar's middle; the first and last labels keep inside the chart's edges. */
function axisPlace(at: number, count: number) {
  if (at === 0) return { left: 0 };
  if (at === count - 1) return { right: 0 };
  return { left: `${((at + 0.5) / count) * 100}%`, transform: 'translateX(-50%)' };
}
const H = 100;

/** Bars (and optionally a line) in plain SVG, stretched to the card's width. An image with a title and description. */
export function BarChart({ title, description, values, barTitles, line, axisLabels, tone = 'violet', height = 150 }: Props) {
  const id = useId();
  const max = Math.max(1, ...values);
  const lineMax = Math.max(1, ...(line ?? [0]));
  const width = Math.max(1, values.length) * W;
  const gap = values.length > 40 ? 0.8 : 2;
  const points = line?.map((value, i) => `${i * W + W / 2},${H - (value / lineMax) * H * 0.92}`).join(' ');
  return (
    <div className={classes.chart}>
      <div className={classes.plot} style={{ height }}>
        <span className={classes.gridMax} aria-hidden>
          {max.toLocaleString()}
        </span>
        <svg
          viewBox={`0 0 ${width} ${H}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={`${id}-t ${id}-d`}
          className={classes.svg}
        >
          <title id={`${id}-t`}>{title}</title>
          <desc id={`${id}-d`}>{description}</desc>
          {[0, 0.5, 1].map((at) => (
            <line
              key={at}
              x1={0}
              x2={width}
              y1={H * at}
              y2={H * at}
              className={classes.gridLine}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {values.map((value, i) => (
            <rect
              key={i}
              x={i * W + gap / 2}
              width={W - gap}
              y={H - (value / max) * H}
              height={(value / max) * H}
              className={tone === 'teal' ? classes.barTeal : classes.bar}
            >
              <title>{barTitles[i]}</title>
            </rect>
          ))}
          {points && <polyline points={points} fill="none" className={classes.line} vectorEffect="non-scaling-stroke" />}
        </svg>
      </div>
      <div className={classes.axis} aria-hidden>
        {axisLabels.map(({ at, label }) => (
          <span key={at} style={axisPlace(at, values.length)}>
            {label}
          </span>
        ))}
      </div>
    </div>
  );
}
