import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/fr.json';
import { CLIENT_NAMESPACES, clientMessages, SCREEN_NAMESPACES } from './client-messages';

const SOURCE_FOLDERS = ['app', 'components', 'lib'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** First segment of each namespace a file reads with `useTranslations`, the hook client components use. */
function namespacesRead(source: string): string[] {
  const named = [...source.matchAll(/useTranslations\(\s*['"`]([A-Za-z]+)/g)].map((match) => match[1]);
  // Without a namespace the keys themselves start with it: t('shell.mainNav').
  const rooted = /useTranslations\(\s*\)/.test(source)
    ? [...source.matchAll(/\bt\(\s*['"`]([A-Za-z]+)\./g)].map((match) => match[1])
    : [];
  return [...named, ...rooted];
}

describe('client messages', () => {
  const reads = SOURCE_FOLDERS.flatMap(sourceFiles).flatMap((file) =>
    namespacesRead(readFileSync(file, 'utf8')).map((name) => ({ file, name })),
  );

  it('sends every namespace a component reads with useTranslations', () => {
    const missing = reads.filter(({ name }) => !(CLIENT_NAMESPACES as readonly string[]).includes(name));
    expect(missing).toEqual([]);
  });

  it('sends no namespace that no component reads with useTranslations', () => {
    const read = new Set(reads.map(({ name }) => name));
    expect(CLIENT_NAMESPACES.filter((name) => !read.has(name))).toEqual([]);
  });

  it('finds namespaces given by name, by template and through full keys', () => {
    const source = `
      const a = useTranslations('programmes.map');
      const b = useTranslations(\`sales.\${kind}\`);
      const t = useTranslations();
      t('shell.mainNav'); t(\`panels.\${item.kind}\`);`;
    expect(namespacesRead(source)).toEqual(['programmes', 'sales', 'shell', 'panels']);
  });

  it('names only namespaces that exist in the messages', () => {
    expect(CLIENT_NAMESPACES.filter((name) => !(name in messages))).toEqual([]);
  });

  it('keeps the client namespaces and leaves the server-only ones out', () => {
    const picked = clientMessages(messages, SCREEN_NAMESPACES);
    expect(Object.keys(picked).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(picked.errors).toBe(messages.errors);
    expect(picked).not.toHaveProperty('home');
    expect(picked).not.toHaveProperty('fieldErrors');
  });

  it('leaves the screen namespaces out unless the screen asks for them, sharing the others with the root', () => {
    const everyPage = clientMessages(messages);
    const surveys = clientMessages(messages, ['surveys']);
    expect(everyPage).not.toHaveProperty('surveys');
    expect(everyPage).not.toHaveProperty('backOffice');
    expect(surveys.surveys).toBe(messages.surveys);
    expect(surveys).not.toHaveProperty('stats');
    expect(surveys.programmes).toBe(everyPage.programmes);
  });

  // Each screen namespace is added by the layout of the screens below: a component reading it elsewhere would miss it.
  it('finds the screen namespaces read only below the layouts that add them', () => {
    const providedUnder: Record<(typeof SCREEN_NAMESPACES)[number], string[]> = {
      backOffice: ['app/back-office/'],
      pdf: ['app/(extranet)/comparaison/', 'components/pdf/print-to-pdf-button.tsx'],
      stats: ['app/(extranet)/stats/', 'app/(extranet)/dashboard/residence/[id]/', 'components/stats/periode-select.tsx'],
      surveys: ['app/(extranet)/sondages/'],
    };
    const outside = reads.filter(
      ({ file, name }) => name in providedUnder && !providedUnder[name as keyof typeof providedUnder].some((place) => file.startsWith(place)),
    );
    expect(outside).toEqual([]);
  });

  it('skips a listed namespace the messages lack', () => {
    expect(clientMessages({ errors: { generic: 'Erreur' } })).toEqual({ errors: { generic: 'Erreur' } });
  });
});
