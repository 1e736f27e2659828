import { List, ListItem, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { AnchorLink } from '@/components/ui/anchor-link';
import { requireStaffSession } from '@/lib/back-office/staff-session';
import { getStaffProfile } from '@/lib/partner/back-office';
import { load } from '@/lib/page-data/load';

// The console layout's title template applies to the pages below it, not to this one beside it.
export async function generateMetadata() {
  const t = await getTranslations('backOffice');
  return { title: `${t('home.metaTitle')} · ${t('title')}` };
}

// GET /back-office – where a staff account lands after login
export default async function Page() {
  const session = await requireStaffSession();
  const [t, profile] = await Promise.all([getTranslations('backOffice'), load(getStaffProfile(session.accessToken))]);
  const brands = profile.ok ? profile.value.data.brands.map((code) => code.toUpperCase()).join(', ') : '';
  return (
    <Stack gap="md">
      <Title order={1}>{t('home.title')}</Title>
      <Text>{t('home.intro', { brands })}</Text>
      <List>
        {(['kyc', 'messages', 'lots', 'options', 'programmes', 'audit'] as const).map((key) => (
          <ListItem key={key}>
            <AnchorLink href={`/back-office/${key}`}>
              {t(`nav.${key}`)}
            </AnchorLink>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
