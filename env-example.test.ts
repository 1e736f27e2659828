import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema as apiEnvSchema } from './backend/env';
import { appEnvSchema } from './lib/runtime/app-env';

/** Variables of the test tooling (Playwright, Vitest), read outside both processes. */
const TOOLING = ['PLAYWRIGHT_CHROMIUM_PATH', 'TEST_DATABASE_URL'];

/** `NAME=value` lines of .env.example, commented out or not; a quoted value keeps its spaces. */
function exampleValues(): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of readFileSync(new URL('./.env.example', import.meta.url), 'utf8').split('\n')) {
    const match = /^#?\s*([A-Z][A-Z0-9_]*)=("[^"]*"|\S*)/.exec(line);
    if (match) values.set(match[1], match[2].replace(/^"(.*)"$/, '$1'));
  }
  return values;
}

const example = exampleValues();
const appNames = Object.keys(appEnvSchema.shape);
const apiNames = Object.keys(apiEnvSchema.shape);
const given = (names: string[]) => Object.fromEntries(names.flatMap((name) => (example.get(name) ? [[name, example.get(name)]] : [])));

describe('.env.example', () => {
  it('explains every variable of the app and API environment schemas', () => {
    expect(appNames.filter((name) => !example.has(name))).toEqual([]);
    expect(apiNames.filter((name) => !example.has(name))).toEqual([]);
  });

  it('names no variable that neither process reads', () => {
    const known = new Set([...appNames, ...apiNames, ...TOOLING]);
    expect([...example.keys()].filter((name) => !known.has(name))).toEqual([]);
  });

  it('shows example values each schema accepts', () => {
    expect(appEnvSchema.safeParse(given(appNames)).error?.issues ?? []).toEqual([]);
    expect(apiEnvSchema.safeParse(given(apiNames)).error?.issues ?? []).toEqual([]);
  });
});
