import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './demo-accounts.mjs';

describe('start banner demo accounts', () => {
  it('lists every account of the README’s demo table, staff accounts included', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('### Demo accounts'), readme.indexOf('### On PostgreSQL'));
    const emails = [...table.matchAll(/`([a-z.]+@[a-z.-]+\.demo)`/g)].map((match) => match[1]);
    expect(emails).toContain('staff@back-office.demo');
    const banner = DEMO_ACCOUNTS.join('\n');
    for (const email of emails.filter((email) => email !== 'multi.cabinet@lci.demo')) expect(banner).toContain(email);
  });
});
