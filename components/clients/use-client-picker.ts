'use client';

import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/action-result';
import { pickClientsAction } from '@/lib/selling/option-actions';
import { queryKeys } from '@/lib/query-keys';

/** The adviser's clients for a picker, shared by every form that names a client. */
export function useClientPicker() {
  return useQuery({
    queryKey: queryKeys.clientPicker,
    queryFn: async () => {
      const result = await pickClientsAction('');
      return unwrap(result);
    },
  });
}
