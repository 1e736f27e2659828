import '@hono/zod-openapi';
import { chartSchema as contractChartSchema, type Chart } from '../../contract/charts';

export const chartSchema = contractChartSchema.openapi('Chart');

export function barChart(label: string, labels: string[], datasets: Chart['data']['datasets']): Chart {
  return { type: 'bar', label, data: { labels, datasets } };
}

export function pieChart(label: string, slices: { label: string; value: number }[], datasetLabel: string): Chart {
  return { type: 'pie', label, data: { labels: slices.map((s) => s.label), datasets: [{ label: datasetLabel, data: slices.map((s) => s.value) }] } };
}
