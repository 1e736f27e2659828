import { z } from 'zod';
import { personFields, personInputFields } from './people';
import { optionalTextSchema } from './text';

/** Someone an adviser places options for. */
export const optionneurSchema = z.object({ ...personFields, societe: z.string().nullable() });
export type Optionneur = z.infer<typeof optionneurSchema>;

/** POST optionneurs: the form, the action and the API check these. */
export const optionneurInputSchema = z.object({ ...personInputFields, societe: optionalTextSchema(120) });
export type OptionneurInput = z.output<typeof optionneurInputSchema>;

export const optionneurListSchema = z.object({ data: z.array(optionneurSchema) });
/** POST optionneurs: the answer holds the new optionneur under `optionneur`. */
export const optionneurAnswerSchema = z.object({ message: z.string(), optionneur: optionneurSchema });
