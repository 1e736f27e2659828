import { describe, expect, it } from 'vitest';
import { profileSchema } from '@/contract/auth';
import { LOT_STATUSES } from '@/contract/catalogue-values';
import { DENUNCIATION_STATUSES } from '@/contract/clients';
import { OPTION_STATUSES } from '@/contract/options';
import { FOLLOW_UP_KINDS } from '@/contract/follow-up-kinds';
import { DISPUTE_STATUSES, FOLLOW_UP_STATUSES, SALE_STATUSES } from '@/contract/sales';
import { SIGNER_ROLES } from '@/contract/subscriptions';
import { messages as fr } from '@/contract/messages';

function labels(path: string): Record<string, unknown> {
  return path.split('.').reduce<Record<string, unknown>>((node, key) => (node?.[key] ?? {}) as Record<string, unknown>, fr);
}

const codesByLabels: [string, readonly string[]][] = [
  ['panels.roles', profileSchema.shape.role.options],
  ['lots.status', LOT_STATUSES],
  ['options.status', OPTION_STATUSES],
  ['clients.denonciation', DENUNCIATION_STATUSES],
  ['sales.ventes.status', SALE_STATUSES],
  ['sales.suivis.status', FOLLOW_UP_STATUSES],
  ['sales.litiges.status', DISPUTE_STATUSES],
  ['sales.suivis.kinds', FOLLOW_UP_KINDS],
  ['subscription.roles', SIGNER_ROLES],
];

describe('French labels of roles, statuses and kinds', () => {
  it.each(codesByLabels)('%s names every code in French, never by the code itself', (path, codes) => {
    const map = labels(path);
    for (const code of codes) {
      expect(map[code], `${path}.${code}`).toEqual(expect.any(String));
      expect(map[code], `${path}.${code}`).not.toBe(code);
    }
  });
});

describe('labels of values shown read-only', () => {
  it('carry no input format hint', () => {
    expect(fr.clients.birthDate).not.toMatch(/AAAA/);
  });
});
