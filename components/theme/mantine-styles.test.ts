import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const core = path.join(root, 'node_modules/@mantine/core');
const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global'];
// Mantine packages whose components render core components of their own.
const OTHER_PACKAGES = ['dates', 'dropzone', 'notifications', 'tiptap'];

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (entry === 'node_modules' || entry.startsWith('.')) return [];
    if (statSync(file).isDirectory()) return sourceFiles(file, pattern);
    return pattern.test(entry) ? [file] : [];
  });
}

function namesImportedFromCore(source: string): string[] {
  return [...source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g)].flatMap((match) =>
    match[1].split(',').map((name) => name.trim().replace(/^type /, '').split(' as ')[0].trim()).filter(Boolean),
  );
}

/** Sheets of the core components reachable from what the app and the other Mantine packages import. */
function sheetsInUse(): Set<string> {
  const index = readFileSync(path.join(core, 'esm/index.mjs'), 'utf8');
  const fileOf = new Map<string, string>();
  for (const [, names, from] of index.matchAll(/import \{([^}]*)\} from "(\.[^"]+)"/g)) {
    for (const name of names.split(',')) fileOf.set(name.trim().split(' as ').pop()!, path.join(core, 'esm', from));
  }
  const importers = [
    ...['app', 'components', 'lib'].flatMap((dir) => sourceFiles(path.join(root, dir), /\.tsx?$/)),
    ...OTHER_PACKAGES.flatMap((name) => sourceFiles(path.join(root, 'node_modules/@mantine', name, 'esm'), /\.mjs$/)),
  ];
  const queue = importers.flatMap((file) => namesImportedFromCore(readFileSync(file, 'utf8')).map((name) => fileOf.get(name)));
  const seen = new Set<string>();
  const sheets = new Set<string>();
  while (queue.length) {
    const file = queue.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    for (const [, from] of readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+)"/g)) {
      const target = path.join(path.dirname(file), from);
      if (target.endsWith('.module.mjs')) sheets.add(path.basename(target, '.module.mjs'));
      else queue.push(target);
    }
  }
  return sheets;
}

const listed = [...readFileSync(path.join(import.meta.dirname, 'mantine-styles.ts'), 'utf8').matchAll(/'@mantine\/core\/styles\/(.+)\.css'/g)].map(
  (match) => match[1],
);

describe('Mantine stylesheets', () => {
  it('lists the sheet of every core component the app renders and no other', () => {
    expect(new Set(listed.filter((sheet) => !GLOBAL_SHEETS.includes(sheet)))).toEqual(sheetsInUse());
  });

  it('keeps the global sheets and the order of the whole stylesheet, so rules override each other as they do there', () => {
    const whole = readFileSync(path.join(core, 'styles.css'), 'utf8');
    const offsets = listed.map((sheet) => whole.indexOf(readFileSync(path.join(core, 'styles', `${sheet}.css`), 'utf8').trim().slice(0, 200)));
    expect(listed.slice(0, 3)).toEqual(GLOBAL_SHEETS);
    expect(offsets.every((offset) => offset >= 0)).toBe(true);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });
});
