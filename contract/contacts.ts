import { z } from 'zod';

/** A back-office contact of the adviser's brand (GET contact-us). */
export const brandContactSchema = z.object({
  id: z.number().int(),
  service: z.string(),
  name: z.string(),
  email: z.string(),
  telephone: z.string().nullable(),
});
export type BrandContact = z.infer<typeof brandContactSchema>;

export const brandContactListSchema = z.object({ data: z.array(brandContactSchema) });
