import { and, eq, isNull, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { funds, residenceClosures, residences, type ResidenceType } from '../schema';
import type { UserRow } from './users';

export type Caller = Pick<UserRow, 'id' | 'brandCode' | 'subscriptions'>;

/**
 * Programme types that need a subscription. A caller without it gets a 'Subscribe now' answer on the list
 * and on the pages of that type, and never meets these programmes in other lists or searches.
 */
export const GATED_TYPES: Partial<Record<ResidenceType, string>> = { impact: 'impact' };

export function missingSubscription(caller: Caller, type: ResidenceType): string | undefined {
  const needed = GATED_TYPES[type];
  return needed && !caller.subscriptions.includes(needed) ? needed : undefined;
}

function gatedTypesFor(caller: Caller): ResidenceType[] {
  return (Object.keys(GATED_TYPES) as ResidenceType[]).filter((type) => missingSubscription(caller, type));
}

/**
 * Names what the caller's catalogue holds (brand, programme types closed to them): callers of one scope read the
 * same catalogue, so a client may share cached catalogue answers among them.
 */
export function catalogueScope(caller: Caller): string {
  return [caller.brandCode, ...gatedTypesFor(caller)].join(':');
}

/**
 * The reader of a scope named by catalogueScope(): no adviser (id 0 owns no favourite), the scope's brand, and every
 * subscription but those of the types the scope closes. Undefined for a type that is not gated.
 */
export function scopeReader(scope: string): Caller | undefined {
  const [brandCode, ...closed] = scope.split(':');
  const gated = Object.keys(GATED_TYPES) as ResidenceType[];
  if (!brandCode || closed.some((type) => !gated.includes(type as ResidenceType))) return undefined;
  const subscriptions = gated.filter((type) => !closed.includes(type)).map((type) => GATED_TYPES[type]!);
  return { id: 0, brandCode, subscriptions };
}

/** The back office has closed the residence to the caller's brand. */
export function residenceClosedTo(caller: Pick<Caller, 'brandCode'>): SQL {
  return sql`exists (select 1 from ${residenceClosures} where ${residenceClosures.residenceId} = ${residences.id} and ${residenceClosures.brandCode} = ${caller.brandCode})`;
}

/**
 * Published residences of the caller's brand (null brands = every brand) and subscriptions, not closed to the brand.
 * `ignoreClosure` keeps closed ones, for a caller that must tell why it is refused.
 */
export function residenceVisibleTo(caller: Caller, options: { ignoreSubscriptions?: boolean; ignoreClosure?: boolean } = {}): SQL {
  const gated = options.ignoreSubscriptions ? [] : gatedTypesFor(caller);
  return and(
    eq(residences.published, true),
    or(isNull(residences.brands), sql`${residences.brands} @> ${JSON.stringify([caller.brandCode])}::jsonb`),
    gated.length ? notInArray(residences.type, gated) : undefined,
    options.ignoreClosure ? undefined : not(residenceClosedTo(caller)),
  )!;
}

export function fundVisibleTo(caller: Caller): SQL {
  return and(
    eq(funds.published, true),
    or(isNull(funds.brands), sql`${funds.brands} @> ${JSON.stringify([caller.brandCode])}::jsonb`),
  )!;
}

/** `%text%` for ILIKE with the user's wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
