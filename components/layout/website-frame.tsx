import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import type { Framing } from '@/lib/website/framing';

/**
 * The brand's public website framed, with a plain link; a site that refuses frames or does not answer (checked by the
 * server, `framing`) gets a notice and the link instead of the browser's broken-frame icon.
 */
export function WebsiteFrame({ brand, height, framing = 'framable' }: { brand: { fullName: string; baseUrl: string }; height: string; framing?: Framing }) {
  const t = useTranslations('shell');
  const link = (
    <Anchor href={brand.baseUrl} target="_blank" rel="noopener noreferrer">
      <SpriteIcon name="external-link" /> {t('websiteOpen')}
    </Anchor>
  );
  if (framing !== 'framable') {
    return (
      <Alert color="gray" title={framing === 'refused' ? t('websiteRefused') : t('websiteUnreachable')}>
        {link}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {link}
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
