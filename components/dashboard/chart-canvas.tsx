'use client';

import { ArcElement, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type ChartData } from 'chart.js';
import { Bar, Pie } from 'react-chartjs-2';

// Only what a bar and a pie need, so the bundle stays small.
ChartJS.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

interface ChartCanvasProps {
  type: 'bar' | 'pie';
  data: ChartData<'bar' | 'pie', number[], string>;
  /** Colour of labels and legend. */
  ink: string;
  /** Ticks and grid lines of a bar chart's axes. */
  axis: { ticks: { color: string }; grid: { color: string } };
  /** The chart's title and figures, for assistive tech. */
  label: string;
}

/** The drawing of one dashboard chart (Chart.js), apart so that only pages with a chart load it. */
export function ChartCanvas({ type, data, ink, axis, label }: ChartCanvasProps) {
  return type === 'pie' ? (
    <Pie data={data as ChartData<'pie', number[], string>} options={{ maintainAspectRatio: false, color: ink }} aria-label={label} role="img" />
  ) : (
    <Bar
      data={data as ChartData<'bar', number[], string>}
      options={{ maintainAspectRatio: false, color: ink, scales: { x: axis, y: axis }, plugins: { legend: { display: false } } }}
      aria-label={label}
      role="img"
    />
  );
}
