import { z } from 'zod';
import { textSchema } from '@/contract/text';
import {
  FUND_SORTS,
  RESIDENCE_SORTS,
  RESIDENCE_TYPES,
  TYPOLOGIES,
  type FundFilters,
  type ProgrammeFilters,
  type ResidenceType,
  type SearchParams,
  type Typology,
} from './filters';

/*
 * Filters read from a page's address, on the server. Kept apart from ./filters, which the browser's filter forms,
 * cards and links use: checking values with zod here keeps zod out of the pages that have no form.
 */

const first = (value: string | string[] | undefined): string | undefined => {
  const raw = Array.isArray(value) ? value[0] : value;
  const trimmed = raw?.trim();
  return trimmed ? trimmed : undefined;
};

const list = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((part) => part.split(',')).map((part) => part.trim()).filter(Boolean);

function parsed<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

const text = textSchema().max(100);
const amount = z.coerce.number().int().min(0).max(100_000_000);
const percent = z.coerce.number().min(0).max(100);
const pageNumber = z.coerce.number().int().min(1).max(100_000);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const category = z.string().max(60);
const risk = z.coerce.number().int().min(1).max(7);
const residenceSort = z.enum(RESIDENCE_SORTS);
const fundSort = z.enum(FUND_SORTS);

export function parseProgrammeFilters(params: SearchParams): ProgrammeFilters {
  let priceMin = parsed(amount, first(params.prix_min));
  let priceMax = parsed(amount, first(params.prix_max));
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  return {
    q: parsed(text, first(params.q)),
    location: parsed(text, first(params.lieu)),
    priceMin,
    priceMax,
    typologies: [...new Set(list(params.typologie).filter((value): value is Typology => (TYPOLOGIES as readonly string[]).includes(value)))],
    yieldMin: parsed(percent, first(params.rendement_min)),
    deliveryBefore: parsed(isoDate, first(params.livraison_avant)),
    taxScheme: parsed(category, first(params.fiscalite)),
    available: first(params.disponible) === '1',
    types: [...new Set(list(params.type).filter((value): value is ResidenceType => (RESIDENCE_TYPES as readonly string[]).includes(value)))],
    sort: parsed(residenceSort, first(params.tri)) ?? 'name',
    page: parsed(pageNumber, first(params.page)) ?? 1,
  };
}

export function parseFundFilters(params: SearchParams): FundFilters {
  return {
    q: parsed(text, first(params.q)),
    category: parsed(category, first(params.categorie)),
    yieldMin: parsed(percent, first(params.rendement_min)),
    minSubscriptionMax: parsed(amount, first(params.ticket_max)),
    riskMax: parsed(risk, first(params.risque_max)),
    sort: parsed(fundSort, first(params.tri)) ?? 'name',
    page: parsed(pageNumber, first(params.page)) ?? 1,
  };
}
