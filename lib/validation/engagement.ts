import { z } from 'zod';

/** The preferences form; SPEC §3: its fields informations_par_email and _sms are sent as news_cgp and sms_cgp. */
export const communicationsFormSchema = z.object({
  informations_par_email: z.boolean(),
  informations_par_sms: z.boolean(),
});
export type CommunicationsForm = z.infer<typeof communicationsFormSchema>;

export type CommunicationsInput = { news_cgp: boolean; sms_cgp: boolean };

export const toCommunicationsInput = (form: CommunicationsForm): CommunicationsInput => ({
  news_cgp: form.informations_par_email,
  sms_cgp: form.informations_par_sms,
});
