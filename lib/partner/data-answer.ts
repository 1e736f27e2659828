import { z } from 'zod';

/**
 * The `{ data: … }` envelope of most partner API answers. Built once per call site, at module level: zod compiles an
 * object schema's checks on its first parse, so a schema built inside a call is compiled again on every request.
 */
export const dataAnswer = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
