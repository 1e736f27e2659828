import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { listContacts } from '@/lib/partner/contacts';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { formatPhone, phoneHref } from '@/lib/format/phone';

export async function generateMetadata() {
  return { title: (await getTranslations('messaging'))('contact.title') };
}

// GET /contact-us – the brand's back-office desks, and a way to write to them from the messagerie
export default async function Page() {
  const session = await requireSession();
  const [t, te, contacts] = await Promise.all([getTranslations('messaging'), getTranslations('errors'), load(listContacts(session.accessToken))]);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('contact.title')}</Title>
      <Text>{t('contact.intro')}</Text>
      <ButtonLink href="/messagerie/compose" style={{ width: 'fit-content' }}>
        {t('compose')}
      </ButtonLink>
      {!contacts.ok && <ErrorNotice title={te('title')} message={te('contacts')} />}
      {contacts.ok && contacts.value.data.length === 0 && <Text c="dimmed">{t('contact.empty')}</Text>}
      {contacts.ok && contacts.value.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {contacts.value.data.map((contact) => (
            <Card key={contact.id} component="li" withBorder radius="md" padding="md">
              <Title order={2} size="h4">
                {contact.service}
              </Title>
              <Text size="sm" c="dimmed" mb="xs">
                {contact.name}
              </Text>
              <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
              {contact.telephone && (
                <Anchor href={phoneHref(contact.telephone)} aria-label={t('contact.call', { phone: formatPhone(contact.telephone), service: contact.service })}>
                  {formatPhone(contact.telephone)}
                </Anchor>
              )}
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
