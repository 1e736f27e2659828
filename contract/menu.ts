import { z } from 'zod';

/**
 * GET menu: the adviser's personalised navigation. The page key and the icon may be missing; the app then links
 * home and draws the page key's own icon.
 */
export const menuEntrySchema = z.object({ page: z.string().nullish(), label: z.string().min(1), icon: z.string().nullish() });
export const menuAnswerSchema = z.object({ display: z.array(menuEntrySchema) });
export type MenuAnswer = z.infer<typeof menuAnswerSchema>;
