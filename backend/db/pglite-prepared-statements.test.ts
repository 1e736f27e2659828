import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatements } from './pglite-prepared-statements';

const INSERT = 'insert into kept (id, label, doc, tags, ns, yes, at, amount) values ($1, $2, $3, $4, $5, $6, $7, $8) returning *';
const SELECT = 'select id, label, doc, tags, ns, yes, at, amount from kept where id = $1';

// Quotes, backslashes, a dollar quote and a statement separator: each must arrive as the value it is.
const AWKWARD = `l'apostrophe '' \\ $$ ); drop table kept; -- é`;

async function executions(client: PGlite): Promise<Record<string, number>> {
  const { rows } = await client.query<{ statement: string; runs: number }>(
    'select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements',
  );
  return Object.fromEntries(rows.map((row) => [row.statement.replace(/^PREPARE \w+ AS /, ''), row.runs]));
}

describe('statements PGlite keeps prepared', () => {
  let client: PGlite;
  let prepared: ReturnType<typeof preparedStatements>;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(
      'create table kept (id int primary key, label text, doc jsonb, tags text[], ns int[], yes boolean, at timestamptz, amount numeric)',
    );
    prepared = preparedStatements(client);
  });
  afterAll(() => client.close());

  it('runs a statement prepared from its third run on, with the rows the unprepared statement reads', async () => {
    await client.query(INSERT, [1, 'un', '{"a":1}', ['a'], [1], true, '2026-03-01T10:00:00.000Z', '1.5']);
    const expected = await client.query(SELECT, [1]);
    for (let run = 1; run <= 4; run++) expect((await prepared.query(SELECT, [1])).rows).toEqual(expected.rows);
    expect((await executions(client))[SELECT]).toBe(2);
  });

  it('writes every value as the unprepared statement does, quotes and NULLs included', async () => {
    const values = (id: number) => [id, AWKWARD, JSON.stringify({ text: AWKWARD, n: [1, 2] }), [AWKWARD, 'b'], '{3,4}', false, new Date('2026-03-01T10:00:00Z'), null];
    for (let id = 10; id < 14; id++) await prepared.query(INSERT, values(id));
    await client.query(INSERT, values(20));
    expect((await executions(client))[INSERT]).toBeGreaterThan(0);
    const rows = (await client.query<Record<string, unknown>>('select * from kept where id >= 10 order by id')).rows;
    for (const row of rows) expect({ ...row, id: 0 }).toEqual({ ...rows.at(-1), id: 0 });
    expect(rows[0]).toMatchObject({ label: AWKWARD, tags: [AWKWARD, 'b'], ns: [3, 4], amount: null });
  });

  it('keeps the error of a statement that fails prepared: its SQLSTATE and constraint', async () => {
    const failure = await prepared.query(INSERT, [1, 'deux', null, null, null, null, null, null]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'kept_pkey' });
  });

  it('runs a value holding a NUL character unprepared, with the error PGlite gives it', async () => {
    const byLabel = 'select id from kept where label = $1';
    for (let run = 1; run <= 3; run++) await prepared.query(byLabel, ['un']);
    expect((await executions(client))[byLabel]).toBe(1);
    const expected = await client.query(byLabel, ['a\0b']).catch((error: unknown) => error);
    const failure = await prepared.query(byLabel, ['a\0b']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: (expected as { code: string }).code });
    expect((await executions(client))[byLabel]).toBe(1);
  });

  it('runs prepared statements inside a transaction, never prepares there, and keeps them after a rollback', async () => {
    const inTransactionOnly = 'select count(*)::int as n from kept where id > $1';
    const before = await executions(client);
    await client.transaction(async (tx) => {
      const run = prepared.inTransaction(tx);
      for (let i = 0; i < 4; i++) await run(SELECT, [1]);
      for (let i = 0; i < 4; i++) await run(inTransactionOnly, [0]);
      await tx.rollback();
    });
    const after = await executions(client);
    expect(after[SELECT]).toBe(before[SELECT] + 4);
    expect(after[inTransactionOnly]).toBeUndefined();
    expect((await prepared.query(SELECT, [1])).rows).toHaveLength(1);
  });

  it('leaves a statement PostgreSQL will not prepare to the unprepared path, which reports its error', async () => {
    const missing = 'select * from nowhere where id = $1';
    for (let run = 1; run <= 4; run++) await expect(prepared.query(missing, [1])).rejects.toMatchObject({ code: '42P01' });
    expect((await executions(client))[missing]).toBeUndefined();
  });
});
