'use client';

import { Paper, Title, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { ArcElement, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar, Pie } from 'react-chartjs-2';
import type { Chart } from '@/lib/partner/dashboard';

// Only what a bar and a pie need, so the bundle stays small.
ChartJS.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** SPEC §3: a chart whose datasets hold nothing but zeros (or nothing) is dropped. */
export function hasData(chart: Chart): boolean {
  return chart.data.datasets.some((set) => set.data.some((value) => value !== 0));
}

/** One bar or pie chart of the dashboard, titled, with its figures also readable as text by assistive tech. */
export function DashboardChart({ chart, headingOrder = 2 }: { chart: Chart; headingOrder?: 2 | 3 }) {
  const theme = useMantineTheme();
  const dark = useComputedColorScheme('light') === 'dark';
  // The brand leads; labels and grid lines follow the colour mode (Chart.js draws grey on white by default).
  const palette = ['brand', 'blue', 'teal', 'orange', 'grape', 'cyan'].map((c) => theme.colors[c][6]);
  const ink = dark ? theme.colors.dark[0] : theme.colors.gray[7];
  const axis = { ticks: { color: ink }, grid: { color: dark ? theme.colors.dark[4] : theme.colors.gray[3] } };
  const data = {
    labels: chart.data.labels,
    datasets: chart.data.datasets.map((set) => ({
      ...set,
      backgroundColor: chart.type === 'pie' ? palette.slice(0, set.data.length) : palette[0],
      // Pie slices and legend swatches are outlined in the page's own colour, not Chart.js's white.
      borderColor: dark ? theme.colors.dark[7] : theme.white,
    })),
  };
  const summary = chart.data.labels.map((label, i) => `${label} : ${chart.data.datasets.map((set) => set.data[i]).join(', ')}`).join(' ; ');
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={headingOrder} size="h4" mb="sm">
        {chart.label}
      </Title>
      <div style={{ position: 'relative', height: 280 }}>
        {chart.type === 'pie' ? (
          <Pie data={data} options={{ maintainAspectRatio: false, color: ink }} aria-label={`${chart.label} – ${summary}`} role="img" />
        ) : (
          <Bar data={data} options={{ maintainAspectRatio: false, color: ink, scales: { x: axis, y: axis }, plugins: { legend: { display: false } } }} aria-label={`${chart.label} – ${summary}`} role="img" />
        )}
      </div>
    </Paper>
  );
}
