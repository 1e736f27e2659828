'use client';

import { Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { KycQueueItem } from '@/contract/back-office';
import classes from './kyc-preview.module.css';

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The document in the page: a PDF in a frame, an image as an image. */
export function KycPreview({ item }: { item: KycQueueItem }) {
  const t = useTranslations('backOffice.kyc');
  const ext = item.mime ? EXTENSIONS[item.mime] : undefined;
  const label = t('preview', { nom: item.nom, email: item.email });
  if (!ext) return <Text c="dimmed">{t('previewFailed')}</Text>;
  const src = `/back-office/kyc/files/${item.id}.${ext}`;
  if (ext === 'pdf') return <iframe src={src} title={label} className={classes.frame} />;
  // eslint-disable-next-line @next/next/no-img-element -- a private file streamed by the BFF, not an optimisable asset
  return <img src={src} alt={label} style={{ maxWidth: '100%', maxHeight: '60vh', objectFit: 'contain' }} />;
}
