import { Anchor, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { SpriteIcon } from '@/components/ui/sprite-icon';

/** The brand's public website framed, with a plain link for sites that refuse to be framed. */
export function WebsiteFrame({ brand, height }: { brand: { fullName: string; baseUrl: string }; height: string }) {
  const t = useTranslations('shell');
  return (
    <Stack gap="sm">
      <Anchor href={brand.baseUrl} target="_blank" rel="noopener noreferrer">
        <SpriteIcon name="external-link" /> {t('websiteOpen')}
      </Anchor>
      <iframe
        src={brand.baseUrl}
        title={t('websiteFrame', { brand: brand.fullName })}
        style={{ width: '100%', height, border: 0 }}
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
      />
    </Stack>
  );
}
