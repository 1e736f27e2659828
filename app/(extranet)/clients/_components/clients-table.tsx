'use client';

import { Anchor, Button, Group, Modal, Pagination, Stack, TextInput, Title } from '@mantine/core';
import { Table } from '@/components/ui/table';
import stacked from '@/components/ui/stacked-table.module.css';
import { useDisclosure } from '@mantine/hooks';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ClientForm } from '@/components/clients/client-form';
import { ClientPanel } from '@/components/clients/client-panel';
import { DenonciationBadge } from '@/components/clients/denonciation-badge';
import { useRightPanel } from '@/components/panels/right-panel-context';
import type { Client } from '@/lib/partner/clients';
import type { LaravelPage } from '@/lib/partner/paging';
import { EmptyState } from '@/components/ui/empty-state';
import primary from '@/components/ui/primary-action.module.css';
import { formatPhone } from '@/lib/format/phone';
import { IntentLink } from '@/components/ui/intent-link';

/** Clients list: search, a page of rows (a row opens the client panel), and the new-client form. */
export function ClientsTable({ page, search, searchError }: { page: LaravelPage<Client> | null; search: string; searchError?: string }) {
  const t = useTranslations('clients');
  const te = useTranslations('emptyStates');
  const router = useRouter();
  const panel = useRightPanel();
  const [adding, addModal] = useDisclosure(false);
  const go = (params: { search?: string; page?: number }) => {
    const query = new URLSearchParams();
    if (params.search) query.set('search', params.search);
    if (params.page && params.page > 1) query.set('page', String(params.page));
    router.push(`/clients${query.size ? `?${query}` : ''}`);
  };
  const openPanel = (client: Client) =>
    panel.open({ kind: 'client', title: `${client.prenom} ${client.nom}`, content: <ClientPanel clientId={client.id} />, data: client });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        <Button onClick={addModal.open} className={primary.action}>
          {t('add')}
        </Button>
      </Group>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          go({ search: String(new FormData(event.currentTarget).get('search') ?? '').trim() });
        }}
      >
        <TextInput name="search" defaultValue={search} aria-label={t('search')} placeholder={t('search')} maw={360} error={searchError} />
      </form>
      {!page || page.data.length === 0 ? (
        search ? (
          <EmptyState
            title={t('empty')}
            description={te('clientsSearch')}
            action={<Button variant="light" onClick={() => go({})}>{te('clearSearch')}</Button>}
          />
        ) : (
          <EmptyState title={t('empty')} description={te('clients')} action={<Button onClick={addModal.open}>{t('add')}</Button>} />
        )
      ) : (
        <Table.ScrollContainer minWidth={760} className={stacked.scroller}>
          <Table striped highlightOnHover className={stacked.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.email')}</Table.Th>
                <Table.Th>{t('columns.phone')}</Table.Th>
                <Table.Th>{t('columns.city')}</Table.Th>
                <Table.Th>{t('columns.denonciation')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.data.map((client) => (
                <Table.Tr key={client.id} onClick={() => openPanel(client)} style={{ cursor: 'pointer' }} data-client={client.id}>
                  <Table.Td>
                    <Anchor component={IntentLink} href={`/clients/${client.id}`} onClick={(event) => event.stopPropagation()}>
                      {client.nom.toUpperCase()} {client.prenom}
                    </Anchor>
                  </Table.Td>
                  <Table.Td data-label={t('columns.email')}>{client.email ?? '–'}</Table.Td>
                  <Table.Td data-label={t('columns.phone')}>{client.telephone ? formatPhone(client.telephone) : '–'}</Table.Td>
                  <Table.Td data-label={t('columns.city')}>{client.city ?? '–'}</Table.Td>
                  <Table.Td data-label={t('columns.denonciation')}>
                    <DenonciationBadge denonciation={client.denonciation} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {page && page.last_page > 1 && <Pagination total={page.last_page} value={page.current_page} onChange={(n) => go({ search, page: n })} />}
      <Modal opened={adding} onClose={addModal.close} title={t('add')}>
        <ClientForm
          onCreated={(client) => {
            addModal.close();
            router.push(`/clients/${client.id}`);
          }}
        />
      </Modal>
    </Stack>
  );
}
