'use client';

import { SimpleGrid, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ProgrammePhoto } from './programme-photo';

/** Photos facet: the first large, the others beside it. Hidden when there is none. */
export function ResidenceGallery({ name, photos }: { name: string; photos: string[] }) {
  const t = useTranslations('programmes');
  if (!photos.length) return null;
  const [main, ...others] = photos;
  return (
    <section aria-labelledby="facet-photos">
      <Title order={2} size="h3" id="facet-photos" mb="sm">
        {t('residence.photos')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <ProgrammePhoto src={main} alt={t('residence.photoAlt', { name, index: 1 })} height={300} fallbackLabel={t('card.noPhoto')} />
        {others.length > 0 && (
          <SimpleGrid cols={2} spacing="sm">
            {others.slice(0, 4).map((photo, index) => (
              <ProgrammePhoto key={photo} src={photo} alt={t('residence.photoAlt', { name, index: index + 2 })} height={144} fallbackLabel={t('card.noPhoto')} />
            ))}
          </SimpleGrid>
        )}
      </SimpleGrid>
    </section>
  );
}
