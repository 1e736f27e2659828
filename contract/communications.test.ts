import { describe, expect, it } from 'vitest';
import { communicationsFormSchema, communicationsInputSchema, toCommunicationsInput } from './communications';

describe('communication preferences', () => {
  it('sends the form’s informations_par_email and informations_par_sms as news_cgp and sms_cgp', () => {
    const form = communicationsFormSchema.parse({ informations_par_email: true, informations_par_sms: false });
    expect(toCommunicationsInput(form)).toEqual({ news_cgp: true, sms_cgp: false });
  });

  it('refuses anything but true or false', () => {
    expect(communicationsFormSchema.safeParse({ informations_par_email: 'oui', informations_par_sms: false }).success).toBe(false);
  });
});

describe('communication preferences sent to the API', () => {
  it('names the field that is not true or false, in French', () => {
    const result = communicationsInputSchema.safeParse({ news_cgp: 'oui', sms_cgp: false });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Informations par email\u00a0: vrai ou faux attendu']);
  });
});
