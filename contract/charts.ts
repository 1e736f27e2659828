import { z } from 'zod';

/** SPEC §3 Chart: a pie or bar chart with its datasets; the app drops the ones that hold only zeros. */
export const chartSchema = z.object({
  type: z.enum(['bar', 'pie']),
  label: z.string(),
  data: z.object({ labels: z.array(z.string()), datasets: z.array(z.object({ label: z.string(), data: z.array(z.number()) })) }),
});
export type Chart = z.infer<typeof chartSchema>;
