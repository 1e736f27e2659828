'use client';

import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/action-result';
import { pickClientsAction } from '@/lib/selling/option-actions';

/** The adviser's clients for a picker, shared by every form that names a client. */
export function useClientPicker() {
  return useQuery({
    queryKey: ['clients', 'picker'],
    queryFn: async () => {
      const result = await pickClientsAction('');
      return unwrap(result);
    },
  });
}
