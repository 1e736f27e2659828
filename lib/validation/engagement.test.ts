import { describe, expect, it } from 'vitest';
import { communicationsFormSchema, toCommunicationsInput } from './engagement';

describe('communication preferences', () => {
  it('sends the form’s informations_par_email and informations_par_sms as news_cgp and sms_cgp', () => {
    const form = communicationsFormSchema.parse({ informations_par_email: true, informations_par_sms: false });
    expect(toCommunicationsInput(form)).toEqual({ news_cgp: true, sms_cgp: false });
  });

  it('refuses anything but true or false', () => {
    expect(communicationsFormSchema.safeParse({ informations_par_email: 'oui', informations_par_sms: false }).success).toBe(false);
  });
});
