'use client';

import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/client-data/query-keys';
import { fetchRead } from '@/lib/client-data/fetch-read';

/** The adviser's clients for a picker, shared by every form that names a client. */
export function useClientPicker() {
  return useQuery({
    queryKey: queryKeys.clientPicker,
    queryFn: () => fetchRead('clientPicker'),
  });
}
