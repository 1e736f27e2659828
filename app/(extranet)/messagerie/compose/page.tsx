import { Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/programmes/button-link';
import { requireSession } from '@/lib/auth/session';
import { ComposeForm } from '../_components/compose-form';

export async function generateMetadata() {
  return { title: (await getTranslations('messaging'))('compose') };
}

// GET /messagerie/compose – write a new message to the back-office
export default async function Page() {
  await requireSession();
  const t = await getTranslations('messaging');
  return (
    <Stack gap="lg">
      <ButtonLink href="/messagerie" variant="subtle" size="sm" style={{ width: 'fit-content' }}>
        {t('back')}
      </ButtonLink>
      <Title order={1}>{t('compose')}</Title>
      <ComposeForm />
    </Stack>
  );
}
