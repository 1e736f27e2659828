import { Button, Code, Group, Stack, Table, TableTbody, TableTd, TableTh, TableThead, TableTr, Text, TextInput, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { auditQuerySchema, type AuditAction } from '@/contract/back-office';
import { requireStaffSession } from '@/lib/back-office/staff-session';
import { listAudit } from '@/lib/partner/back-office';
import { load } from '@/lib/page-data/load';
import { formatShortDateTime } from '@/lib/format/format';

type AuditActionKey = AuditAction extends `${infer Area}.${infer Verb}` ? `${Area}_${Verb}` : never;

export async function generateMetadata() {
  return { title: (await getTranslations('backOffice'))('audit.title') };
}

// GET /back-office/audit?q=&page= – every staff action on the staff member's brands, newest first, searchable
export default async function Page({ searchParams }: PageProps<'/back-office/audit'>) {
  const session = await requireStaffSession();
  const parsed = auditQuerySchema.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : { page: 1, q: undefined };
  const [t, te, audit] = await Promise.all([getTranslations('backOffice.audit'), getTranslations('errors'), load(listAudit(session.accessToken, query))]);
  const href = (page: number) => `/back-office/audit?${new URLSearchParams({ ...(query.q ? { q: query.q } : {}), page: String(page) })}`;
  // Message keys cannot hold a dot: `kyc.refuse` reads `actions.kyc_refuse`.
  const actionLabel = (action: AuditAction) => t(`actions.${action.replace('.', '_') as AuditActionKey}`);
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      <form method="get" role="search">
        <Group align="flex-end">
          <TextInput name="q" label={t('search')} defaultValue={query.q ?? ''} w={360} />
          <Button type="submit" variant="light">
            {t('searchButton')}
          </Button>
        </Group>
      </form>
      {!audit.ok && <ErrorNotice title={te('title')} message={te('generic')} />}
      {audit.ok && !audit.value.data.data.length && <Text>{t('empty')}</Text>}
      {audit.ok && audit.value.data.data.length > 0 && (
        <>
          <Table>
            <TableThead>
              <TableTr>
                <TableTh>{t('when')}</TableTh>
                <TableTh>{t('who')}</TableTh>
                <TableTh>{t('what')}</TableTh>
                <TableTh>{t('target')}</TableTh>
                <TableTh>{t('details')}</TableTh>
              </TableTr>
            </TableThead>
            <TableTbody>
              {audit.value.data.data.map((entry) => (
                <TableTr key={entry.id}>
                  <TableTd>{formatShortDateTime(entry.created_at, true)}</TableTd>
                  <TableTd>{entry.actor}</TableTd>
                  <TableTd>{actionLabel(entry.action)}</TableTd>
                  <TableTd>
                    {entry.target_type} #{entry.target_id}
                    {entry.marques.length ? ` (${entry.marques.map((marque) => marque.toUpperCase()).join(', ')})` : ''}
                  </TableTd>
                  <TableTd>
                    <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                      {JSON.stringify(entry.details)}
                    </Code>
                  </TableTd>
                </TableTr>
              ))}
            </TableTbody>
          </Table>
          <Group justify="space-between">
            {audit.value.data.current_page > 1 ? <ButtonLink href={href(audit.value.data.current_page - 1)} variant="subtle">{t('previous')}</ButtonLink> : <span />}
            {audit.value.data.current_page < audit.value.data.last_page && <ButtonLink href={href(audit.value.data.current_page + 1)} variant="subtle">{t('next')}</ButtonLink>}
          </Group>
        </>
      )}
    </Stack>
  );
}
