'use client';

import { Badge } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatDate, formatEuros } from '@/lib/format/format';
import type { Dispute, FollowUp, RecordKind, Sale, SalesRecord } from '@/lib/partner/sales';

type Field = { label: string; value: ReactNode; inTable: boolean };

const day = (iso: string | null) => (iso ? formatDate(iso) : '–');
const person = (client: SalesRecord['client']) => (client ? `${client.prenom} ${client.nom}` : '–');

/** The columns of each list, also shown (with the longer fields) in its right-hand panel. */
export function useRecordFields(kind: RecordKind) {
  const t = useTranslations(`sales.${kind}`);
  return (record: SalesRecord): Field[] => {
    const status = <Badge variant="default">{t(`status.${record.status}`)}</Badge>;
    if (kind === 'ventes') {
      const sale = record as Sale;
      return [
        { label: t('columns.date'), value: day(sale.created_at), inTable: true },
        { label: t('columns.client'), value: person(sale.client), inTable: true },
        { label: t('columns.product'), value: sale.product.label, inTable: true },
        { label: t('columns.amount'), value: formatEuros(sale.amount), inTable: true },
        { label: t('columns.commission'), value: formatEuros(sale.commission), inTable: true },
        { label: t('columns.status'), value: status, inTable: true },
        { label: t('signedAt'), value: day(sale.signed_at), inTable: false },
        { label: t('acteAt'), value: day(sale.acte_at), inTable: false },
      ];
    }
    if (kind === 'suivis') {
      const followUp = record as FollowUp;
      return [
        { label: t('columns.created'), value: day(followUp.created_at), inTable: true },
        { label: t('columns.client'), value: person(followUp.client), inTable: true },
        { label: t('columns.title'), value: followUp.title, inTable: true },
        { label: t('columns.kind'), value: t.has(`kinds.${followUp.kind}`) ? t(`kinds.${followUp.kind}`) : followUp.kind, inTable: true },
        { label: t('columns.due'), value: day(followUp.due_at), inTable: true },
        { label: t('columns.status'), value: status, inTable: true },
        { label: t('note'), value: followUp.note ?? '–', inTable: false },
      ];
    }
    const dispute = record as Dispute;
    return [
      { label: t('columns.opened'), value: day(dispute.opened_at), inTable: true },
      { label: t('columns.client'), value: person(dispute.client), inTable: true },
      { label: t('columns.subject'), value: dispute.subject, inTable: true },
      { label: t('columns.status'), value: status, inTable: true },
      { label: t('closedAt'), value: day(dispute.closed_at), inTable: false },
      { label: '', value: dispute.description, inTable: false },
    ];
  };
}

export function recordLabel(kind: RecordKind, record: SalesRecord): string {
  if (kind === 'ventes') return (record as Sale).product.label;
  if (kind === 'suivis') return (record as FollowUp).title;
  return (record as Dispute).subject;
}
