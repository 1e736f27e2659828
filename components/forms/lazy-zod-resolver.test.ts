import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const schema = z.object({ email: z.email({ error: 'Adresse invalide' }).transform((email) => email.toLowerCase()) });

describe('lazyZodResolver', () => {
  it('checks the values with the schema it loads: the message for a bad value, the parsed values for a good one', async () => {
    const { resolver } = lazyZodResolver<Values>(async () => schema);
    const refused = await resolver({ email: 'pas-une-adresse' }, undefined, options);
    expect(refused.errors.email?.message).toBe('Adresse invalide');
    const accepted = await resolver({ email: 'Conseil@LCI.demo' }, undefined, options);
    expect(accepted).toEqual({ values: { email: 'conseil@lci.demo' }, errors: {} });
  });

  it('loads the schema once, whether warmed first or checked twice', async () => {
    let loads = 0;
    const { resolver, warm } = lazyZodResolver<Values>(async () => (loads++, schema));
    warm();
    await resolver({ email: 'a@b.fr' }, undefined, options);
    await resolver({ email: 'c@d.fr' }, undefined, options);
    expect(loads).toBe(1);
  });

  it('lets the values through unchecked when the schema cannot load, and tries again at the next check', async () => {
    let loads = 0;
    const { resolver } = lazyZodResolver<Values>(async () => {
      loads++;
      if (loads === 1) throw new Error('réseau perdu');
      return schema;
    });
    expect(await resolver({ email: 'pas-une-adresse' }, undefined, options)).toEqual({ values: { email: 'pas-une-adresse' }, errors: {} });
    expect((await resolver({ email: 'pas-une-adresse' }, undefined, options)).errors.email?.message).toBe('Adresse invalide');
    expect(loads).toBe(2);
  });
});
