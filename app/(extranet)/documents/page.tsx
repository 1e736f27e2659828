import { Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { DocumentGrid } from '@/components/documents/document-grid';
import { requireSession } from '@/lib/auth/session';

export async function generateMetadata() {
  return { title: (await getTranslations('documents'))('pageTitle') };
}

// GET /documents – the adviser's KYC documents: states and uploads (failures are only logged, SPEC §8)
export default async function DocumentsPage() {
  await requireSession();
  const t = await getTranslations('documents');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('pageTitle')}</Title>
        <Text c="dimmed">{t('pageIntro')}</Text>
      </div>
      <DocumentGrid errors="console" />
    </Stack>
  );
}
