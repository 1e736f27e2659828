import { Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { WebsiteFrame } from '@/components/layout/website-frame';
import { getCurrentBrand } from '@/lib/brand/current-brand';
import { requireSession } from '@/lib/auth/session';
import { websiteFraming } from '@/lib/website/framing';

export async function generateMetadata() {
  const brand = await getCurrentBrand();
  return { title: (await getTranslations('shell'))('websiteTitle', { brand: brand.fullName }) };
}

// GET /website – the brand's public website inside the extranet
export default async function Page() {
  await requireSession();
  const [brand, t] = await Promise.all([getCurrentBrand(), getTranslations('shell')]);
  const framing = await websiteFraming(brand.baseUrl, `https://${brand.domain}`);
  return (
    <Stack gap="md">
      <Title order={1}>{t('websiteTitle', { brand: brand.fullName })}</Title>
      <WebsiteFrame brand={brand} height="calc(100vh - 220px)" framing={framing} />
    </Stack>
  );
}
