import type { FieldValues, Resolver } from 'react-hook-form';
import type { zodResolver } from './zod-resolver';

type Schema = Parameters<typeof zodResolver>[0];

export interface LazyZodResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts loading the schema: called when the form is first focused, so the first check seldom waits. */
  warm: () => void;
}

/**
 * A form resolver whose zod schema, and zod with it, load when the form is first used rather than with the page.
 * Zod is the largest script of the login screen, the first page a phone opens. Should the load fail (network
 * lost, build replaced), the values go to the server action unchecked: it validates them with the same schema and
 * answers in French.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<Schema>): LazyZodResolver<T> {
  let ready: Promise<Resolver<T>> | undefined;
  const load = () =>
    (ready ??= Promise.all([loadSchema(), import('./zod-resolver')]).then(
      ([schema, loaded]) => loaded.zodResolver(schema) as unknown as Resolver<T>,
    ));
  const resolver: Resolver<T> = async (values, context, options) => {
    try {
      return await (await load())(values, context, options);
    } catch {
      ready = undefined;
      return { values, errors: {} };
    }
  };
  return { resolver, warm: () => void load().catch(() => (ready = undefined)) };
}
