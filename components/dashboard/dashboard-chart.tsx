'use client';

import { Paper, Title, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { LOT_STATUS_COLORS } from '@/components/programmes/lot-status-colors';
import { LOT_STATUSES } from '@/contract/catalogue-values';
import type { Chart } from '@/lib/partner/dashboard';
import { SERIES_COLORS, seriesFill } from './chart-fills';
import { useFirstSight } from '@/components/ui/use-first-sight';
import { labelled } from '@/lib/format/format';

// Chart.js is fetched only by pages that draw a chart, once a chart comes into the screen (the box keeps its height
// meanwhile).
const ChartCanvas = dynamic(() => import('./chart-canvas').then((module) => module.ChartCanvas), { ssr: false });

/** SPEC §3: a chart whose datasets hold nothing but zeros (or nothing) is dropped. */
export function hasData(chart: Chart): boolean {
  return chart.data.datasets.some((set) => set.data.some((value) => value !== 0));
}

/** One bar or pie chart of the dashboard, titled, with its figures also readable as text by assistive tech. */
export function DashboardChart({ chart, headingOrder = 2 }: { chart: Chart; headingOrder?: 2 | 3 }) {
  const theme = useMantineTheme();
  const [box, seen] = useFirstSight<HTMLDivElement>();
  const dark = useComputedColorScheme('light') === 'dark';
  const statusLabels = useTranslations('api.labels.lotStatuses');
  // Labels and grid lines follow the colour mode (Chart.js draws grey on white by default).
  const ink = dark ? theme.colors.dark[0] : theme.colors.gray[7];
  // A chart of lot statuses takes their colours from the grid; any other the shared palette, patterned.
  const fills = useMemo(() => {
    const statusOf = (label: string) => LOT_STATUSES.find((status) => statusLabels(status) === label);
    const statusChart = chart.data.labels.every((label) => statusOf(label));
    return chart.data.labels.map((label, index) =>
      seriesFill(index, dark ? theme.black : theme.white, statusChart ? theme.colors[LOT_STATUS_COLORS[statusOf(label)!]][6] : undefined),
    );
  }, [chart.data.labels, dark, statusLabels, theme]);
  const axis = { ticks: { color: ink }, grid: { color: dark ? theme.colors.dark[4] : theme.colors.gray[3] } };
  const data = {
    labels: chart.data.labels,
    datasets: chart.data.datasets.map((set) => ({
      ...set,
      backgroundColor: chart.type === 'pie' ? fills.slice(0, set.data.length) : SERIES_COLORS[0],
      // Pie slices and legend swatches are outlined in the page's own colour, not Chart.js's white.
      borderColor: dark ? theme.colors.dark[7] : theme.white,
    })),
  };
  const summary = chart.data.labels.map((label, i) => labelled(label, chart.data.datasets.map((set) => set.data[i]).join(', '))).join('\u202f; ');
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={headingOrder} size="h4" mb="sm">
        {chart.label}
      </Title>
      {/* Clipped: until Chart.js follows a narrower window, its canvas must not widen the page (a phone then zooms out). */}
      <div ref={box} style={{ position: 'relative', height: 280, overflow: 'hidden' }}>
        {seen && <ChartCanvas type={chart.type} data={data} ink={ink} axis={axis} label={`${chart.label} – ${summary}`} />}
      </div>
    </Paper>
  );
}
