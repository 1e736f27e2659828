import { z } from 'zod';
import { fill, messages } from './messages';

const m = messages.api.auth;
const flag = (field: string) => z.boolean({ error: fill(m.booleanExpected, { field }) });

/** PUT cgps/{id}: the adviser's communication preferences. */
export const communicationsInputSchema = z.object({ news_cgp: flag(m.newsByEmail), sms_cgp: flag(m.newsBySms) });
export type CommunicationsInput = z.infer<typeof communicationsInputSchema>;

export const communicationsAnswerSchema = z.object({ message: z.string(), data: communicationsInputSchema });

/** The preferences form; SPEC §3: its fields informations_par_email and _sms are sent as news_cgp and sms_cgp. */
export const communicationsFormSchema = z.object({
  informations_par_email: z.boolean(),
  informations_par_sms: z.boolean(),
});
export type CommunicationsForm = z.infer<typeof communicationsFormSchema>;

export const toCommunicationsInput = (form: CommunicationsForm): CommunicationsInput => ({
  news_cgp: form.informations_par_email,
  sms_cgp: form.informations_par_sms,
});
