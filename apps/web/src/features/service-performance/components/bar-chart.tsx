import { fewerThanFive, type ShownCount } from '@csa/contracts';

export interface Bar {
  label: string;
  value: ShownCount;
}

const barHeight = 16;
const labelHeight = 18;
const rowHeight = labelHeight + barHeight + 10;
const width = 300;

/**
 * A horizontal bar chart as SVG: each bar's label sits above it, so the chart reads at 320 px
 * without shrinking text. It is one image to assistive technology, named by its title and
 * described by its figures; the table beside it holds the same figures to read and download.
 * A suppressed count is drawn as no bar with "fewer than 5" written in its place.
 */
export function BarChart(props: { id: string; title: string; bars: readonly Bar[] }) {
  const largest = Math.max(
    1,
    ...props.bars.map((bar) => (typeof bar.value === 'number' ? bar.value : 0)),
  );
  const description = props.bars.map((bar) => `${bar.label}: ${bar.value}`).join('; ');
  const height = props.bars.length * rowHeight;
  return (
    <svg
      className="performance-chart"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${props.id}-title`}
      aria-describedby={`${props.id}-desc`}
      focusable="false"
    >
      <title id={`${props.id}-title`}>{props.title}</title>
      <desc id={`${props.id}-desc`}>{description}</desc>
      {props.bars.map((bar, index) => {
        const top = index * rowHeight;
        const isCounted = typeof bar.value === 'number';
        const barWidth = isCounted ? Math.max(0, (Number(bar.value) / largest) * (width - 60)) : 0;
        return (
          <g key={`${bar.label}-${index}`} aria-hidden="true">
            <text x={0} y={top + labelHeight - 4} className="performance-chart__label">
              {bar.label}
            </text>
            <rect
              x={0}
              y={top + labelHeight}
              width={barWidth}
              height={barHeight}
              className="performance-chart__bar"
            />
            <text
              x={barWidth + 4}
              y={top + labelHeight + barHeight - 3}
              className="performance-chart__value"
            >
              {isCounted ? bar.value : fewerThanFive}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
