import type { z } from 'zod';

/** One French line per bad variable, naming it. */
export function describeEnvIssues(error: z.ZodError, label: string): string[] {
  return error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environnement)';
    return `${label}: variable d'environnement ${name} invalide : ${issue.message}`;
  });
}

/** Parses the environment and, on failure, stops with one line per bad variable instead of a stack trace. */
export function parseEnvOrExit<T extends z.ZodType>(schema: T, source: NodeJS.ProcessEnv, label: string): z.infer<T> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  console.error(describeEnvIssues(result.error, label).join('\n'));
  process.exit(1);
}
