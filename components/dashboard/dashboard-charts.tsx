'use client';

import { SimpleGrid } from '@mantine/core';
import type { Chart } from '@/lib/partner/dashboard';
import { DashboardChart, hasData } from './dashboard-chart';

/** The charts that have something to show, side by side. */
export function DashboardCharts({ charts, headingOrder }: { charts: Chart[]; headingOrder?: 2 | 3 }) {
  const shown = charts.filter(hasData);
  if (!shown.length) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {shown.map((chart) => (
        <DashboardChart key={chart.label} chart={chart} headingOrder={headingOrder} />
      ))}
    </SimpleGrid>
  );
}
