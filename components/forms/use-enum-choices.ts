'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { notifyError } from '@/components/notices/notify';
import type { EnumChoice, EnumName } from '@/lib/partner/enums';
import { queryKeys } from '@/lib/client-data/query-keys';
import { fetchRead } from '@/lib/client-data/fetch-read';

const NO_CHOICES: EnumChoice[] = [];

/** A form field's choices from GET web-content/enums/{name}; 'Impossible de charger les données d'enumération du formulaire' on failure. */
export function useEnumChoices(name: EnumName) {
  const te = useTranslations('errors');
  const query = useQuery({
    queryKey: queryKeys.enumChoices(name),
    queryFn: () => fetchRead('enumChoices', { name }),
    // Reference lists change with a back-office edit, not during a visit.
    staleTime: Infinity,
  });
  useEffect(() => {
    if (query.isError) notifyError(te('enumerations'));
  }, [query.isError, te]);
  return { choices: query.data ?? NO_CHOICES, loading: query.isPending };
}
