import { z } from 'zod';

// Schemas name their own French messages; this covers the checks they leave to zod's defaults (a missing field,
// a wrong type), which would otherwise answer in English.
z.config(z.locales.fr());
