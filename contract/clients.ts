import { z } from 'zod';
import { messages } from './messages';
import { pagedSchema } from './paging';
import { personFields, personInputFields } from './people';
import { blankToNull, optionalTextSchema } from './text';
import { optionSchema } from './options';

const m = messages.fieldErrors.selling;

export const DENUNCIATION_STATUSES = ['protected', 'expired', 'none'] as const;

export const clientSchema = z.object({
  ...personFields,
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  birth_date: z.string().nullable(),
  created_at: z.string(),
  denonciation: z.object({
    status: z.enum(DENUNCIATION_STATUSES),
    denounced_at: z.string().nullable(),
    protected_until: z.string().nullable(),
  }),
});
export type Client = z.infer<typeof clientSchema>;

/** POST clients, and the fields completed before a denunciation: the form, the action and the API check these. */
export const clientInputSchema = z.object({
  ...personInputFields,
  address: optionalTextSchema(200),
  postcode: z.preprocess(blankToNull, z.string().trim().regex(/^[0-9]{5}$/, m.postcode).nullable().optional()),
  city: optionalTextSchema(120),
  birth_date: z.preprocess(blankToNull, z.iso.date(m.birthDate).nullable().optional()),
});
export type ClientInput = z.output<typeof clientInputSchema>;

export const clientPageSchema = pagedSchema(clientSchema);
export const clientAnswerSchema = z.object({ data: clientSchema });
/** POST clients and POST client/{id}/denonce: the client as it now stands, and the API's confirmation. */
export const clientChangeAnswerSchema = z.object({ message: z.string(), data: clientSchema });
/** GET client/{id}/reservation: the client's options and reservations. */
export const clientReservationsSchema = z.object({ data: z.array(optionSchema) });
