'use client';

import { useTranslations } from 'next-intl';
import { SectionTitle } from '@/components/ui/section-title';
import { ProgrammePhoto } from './programme-photo';
import classes from './residence-gallery.module.css';

/** Photos facet: the first large, up to four others beside it, two by two. Hidden when there is none. */
export function ResidenceGallery({ name, photos }: { name: string; photos: string[] }) {
  const t = useTranslations('programmes');
  if (!photos.length) return null;
  const [main, ...others] = photos;
  return (
    <section aria-labelledby="facet-photos">
      <SectionTitle id="facet-photos" spaced>
        {t('residence.photos')}
      </SectionTitle>
      <div className={classes.gallery}>
        <ProgrammePhoto src={main} alt={t('residence.photoAlt', { name, index: 1 })} height={300} slot="half" fallbackLabel={t('card.noPhoto')} />
        {others.length > 0 && (
          <div className={classes.others}>
            {others.slice(0, 4).map((photo, index) => (
              <ProgrammePhoto key={photo} src={photo} alt={t('residence.photoAlt', { name, index: index + 2 })} height={144} slot="quarter" fallbackLabel={t('card.noPhoto')} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
