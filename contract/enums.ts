import { z } from 'zod';
import { messages } from './messages';

/** The lists the forms read their choices from (`GET web-content/enums/{name}`). */
export const ENUM_NAMES = ['civilites', 'financements', 'regimes-fiscaux', 'categories-loyer'] as const;
export type EnumName = (typeof ENUM_NAMES)[number];

/** The API serves any list of its table; the name is checked for shape only. */
export const enumNameSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, messages.api.enums.name);

export const enumChoiceSchema = z.object({ value: z.string(), label: z.string() });
export type EnumChoice = z.infer<typeof enumChoiceSchema>;
