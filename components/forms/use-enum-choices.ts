'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notifyError } from '@/components/notices/notify';
import { unwrap } from '@/lib/action-result';
import { enumChoicesAction } from '@/lib/engagement/actions';
import type { EnumChoice, EnumName } from '@/lib/partner/enums';
import messages from '@/messages/fr.json';

const NO_CHOICES: EnumChoice[] = [];

/** A form field's choices from GET web-content/enums/{name}; 'Impossible de charger les données d'enumération du formulaire' on failure. */
export function useEnumChoices(name: EnumName) {
  const query = useQuery({
    queryKey: ['enum', name],
    queryFn: async () => {
      const result = await enumChoicesAction(name);
      return unwrap(result);
    },
    // Reference lists change with a back-office edit, not during a visit.
    staleTime: Infinity,
  });
  useEffect(() => {
    if (query.isError) notifyError(messages.errors.enumerations);
  }, [query.isError]);
  return { choices: query.data ?? NO_CHOICES, loading: query.isPending };
}
