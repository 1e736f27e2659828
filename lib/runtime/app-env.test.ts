import { describe, expect, it } from 'vitest';
import { appEnvSchema } from './app-env';
import { describeEnvIssues } from '@/platform/env-check';

function issues(source: Record<string, string>): string[] {
  const result = appEnvSchema.safeParse(source);
  return result.success ? [] : describeEnvIssues(result.error, 'app');
}

describe('app environment', () => {
  it('needs no variable for local work', () => {
    expect(issues({})).toEqual([]);
  });

  it('names a malformed port in one French line', () => {
    expect(issues({ PORT: 'trois-mille' })).toEqual([
      expect.stringMatching(/^app: variable d'environnement PORT invalide : /),
    ]);
  });

  it('requires SESSION_SECRET and CATALOGUE_READ_TOKEN in PROD only', () => {
    expect(issues({ APP_ENV: 'PROD' })).toEqual([
      "app: variable d'environnement SESSION_SECRET invalide : obligatoire en PROD",
      "app: variable d'environnement CATALOGUE_READ_TOKEN invalide : obligatoire en PROD",
    ]);
    expect(issues({ APP_ENV: 'RECETTE' })).toEqual([]);
  });

  it('refuses a short session secret and a broken brands override', () => {
    const lines = issues({ SESSION_SECRET: 'court', BRANDS_JSON: '{"lrp":' });
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).toContain('SESSION_SECRET');
    expect(lines.join('\n')).toContain('BRANDS_JSON');
  });
});
