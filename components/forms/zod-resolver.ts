import { zodResolver } from '@hookform/resolvers/zod';
import { installFrenchZodErrors } from '@/contract/zod-error-map';

// Forms are the only place the browser shows zod's messages, so the French ones are installed here rather than at
// the root: a page without a form loads no zod.
installFrenchZodErrors();

export { zodResolver };
