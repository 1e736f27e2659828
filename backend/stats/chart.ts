import { z } from '@hono/zod-openapi';

/** SPEC §3 Chart: a pie or bar chart with its datasets; the app drops the ones that hold only zeros. */
export const chartSchema = z
  .object({
    type: z.enum(['bar', 'pie']),
    label: z.string(),
    data: z.object({ labels: z.array(z.string()), datasets: z.array(z.object({ label: z.string(), data: z.array(z.number()) })) }),
  })
  .openapi('Chart');

export type Chart = z.infer<typeof chartSchema>;

export function barChart(label: string, labels: string[], datasets: Chart['data']['datasets']): Chart {
  return { type: 'bar', label, data: { labels, datasets } };
}

export function pieChart(label: string, slices: { label: string; value: number }[], datasetLabel: string): Chart {
  return { type: 'pie', label, data: { labels: slices.map((s) => s.label), datasets: [{ label: datasetLabel, data: slices.map((s) => s.value) }] } };
}
