'use client';

import { Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ResidenceType } from '@/lib/programmes/filters';
import { queryKeys } from '@/lib/client-data/query-keys';
import { fetchRead } from '@/lib/client-data/fetch-read';
import { IntentLink } from '@/components/ui/intent-link';

/** Where each category lists its programmes; the others through the all-programmes list's type filter. */
const LIST_OF_TYPE: Partial<Record<ResidenceType, string>> = {
  neuf: '/programmes/neuf',
  ancien: '/programmes/ancien',
  impact: '/programmes/impacts',
  residentiel: '/programmes/residentiel',
};

const hrefOf = (type: ResidenceType, location: string) => {
  const query = new URLSearchParams({ lieu: location });
  if (!LIST_OF_TYPE[type]) query.set('type', type);
  return `${LIST_OF_TYPE[type] ?? '/programmes'}?${query}`;
};

/** Under a category's list searched by place: how many programmes of that place the other categories hold, linked. */
export function OtherCategories({ type, location }: { type: ResidenceType; location: string }) {
  const t = useTranslations('programmes');
  const { data } = useQuery({
    queryKey: queryKeys.otherCategories(type, location),
    queryFn: () => fetchRead('otherCategories', { type, location }),
  });
  if (!data?.length) return null;
  return (
    <Group gap="xs" component="p" m={0} aria-live="polite" data-other-categories>
      <Text span size="sm">
        {t('otherCategories', { location })}
      </Text>
      {data.map((entry) => (
        <Anchor key={entry.type} component={IntentLink} href={hrefOf(entry.type, location)} size="sm">
          {t('otherCategory', { type: t(`types.${entry.type}`), count: entry.count })}
        </Anchor>
      ))}
    </Group>
  );
}
