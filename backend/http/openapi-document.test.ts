import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { operationCatalogue } from './operation-catalogue';
import { missingFromCatalogue, registeredOperations } from './openapi-document';

type Operation = { operationId?: string; summary?: string; security?: Record<string, string[]>[] };
type Document = { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };

let t: Awaited<ReturnType<typeof createTestApp>>;
let document: Document;
let dir: string;
// Test-only routes too: an integrator's test environment has them.
beforeAll(async () => {
  t = await createTestApp({ testClock: true, testFixtures: true });
  document = (await t.call('GET', '/api/openapi.json')).body;
  dir = await mkdtemp(path.join(tmpdir(), 'partner-openapi-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(document.paths).flatMap(([route, item]) => Object.entries(item).map(([method, operation]) => ({ method, route, operation })));

describe('OpenAPI document', () => {
  it('has a catalogue entry for every route of the API', () => {
    const missing = missingFromCatalogue(t.app);
    const toAdd = missing.map((key) => `  '${key}': { operationId: '…', summary: '…' },`).join('\n');
    expect(missing, `Add to backend/http/operation-catalogue.ts:\n${toAdd}\n`).toEqual([]);
  });

  it('has no catalogue entry for a route the API no longer has', () => {
    const registered = new Set(registeredOperations(t.app));
    expect(Object.keys(operationCatalogue).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('names every operation with a unique camelCase id and a summary, and declares where the API is', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => /^[a-z][a-zA-Z0-9]*$/.test(id ?? ''))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations().every(({ operation }) => operation.summary)).toBe(true);
    expect(document.paths['/api/favorites'].get).toMatchObject({ operationId: 'listFavorites', summary: 'Favoris du conseiller, paginés' });
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('asks for the bearer token exactly where a request without it is refused with 401', async () => {
    const refused: string[] = [];
    const declared: string[] = [];
    for (const { method, route, operation } of operations()) {
      const key = `${method} ${route}`;
      expect(operation.security, key).toBeDefined();
      if (operation.security!.some((requirement) => 'Bearer' in requirement)) declared.push(key);
      const url = route.replace(/\{[^}]+\}/g, '1');
      const body = method === 'get' ? undefined : '{}';
      const res = await t.app.request(url, { method: method.toUpperCase(), headers: { 'content-type': 'application/json' }, body });
      if (res.status === 401) refused.push(key);
    }
    expect(declared).toEqual(refused);
    expect(declared).toContain('get /api/back-office/me');
    expect(refused).not.toContain('post /api/login');
  });

  it('passes the recommended Redocly lint rules without an error', async () => {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const bin = path.resolve('node_modules/.bin/redocly');
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const { stdout } = await promisify(execFile)(bin, ['lint', file, '--extends', 'recommended', '--format', 'json'], { env, cwd: dir }).catch(
      (failure: { stdout: string }) => failure,
    );
    const report = JSON.parse(stdout) as { totals: { errors: number }; problems: { ruleId: string; severity: string; message: string }[] };
    const errors = report.problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('generates TypeScript types a client compiles against', async () => {
    const types = astToString(await openapiTS(JSON.stringify(document)));
    await writeFile(path.join(dir, 'partner-api.ts'), types);
    const client = path.join(dir, 'client.ts');
    await writeFile(
      client,
      [
        "import type { operations, paths } from './partner-api';",
        "export type Favorites = operations['listFavorites']['responses'][200]['content']['application/json']['data'];",
        "export type Login = operations['login']['requestBody'];",
        "export type Residence = paths['/api/residence/{id}']['get']['parameters']['path']['id'];",
        "export type Options = operations['placeOption']['responses'][201];",
      ].join('\n'),
    );
    const program = ts.createProgram([client], {
      strict: true,
      noEmit: true,
      lib: ['lib.es2022.d.ts'],
      types: [],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
    expect(types).toContain('listFavorites: {');
    expect(types).toContain('"/api/favorites": {');
  });
});
