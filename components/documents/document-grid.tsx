'use client';

import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { InlineLoader } from '@/components/ui/inline-loader';
import { KycRequestError } from '@/lib/kyc/browser';
import { DocumentCard } from './document-card';
import classes from './documents.module.css';
import { describeUploadErrors } from './upload-errors';
import { useKycDocuments, useKycUpload, usePicks } from './use-kyc-documents';
import { EmptyState } from '@/components/ui/empty-state';

export interface DocumentGridProps {
  /**
   * `inline`: a failed send lists its field errors above the button (the modal). `console`: failures are
   * only logged, as SPEC §8 asks of the documents screen.
   */
  errors: 'inline' | 'console';
}

/** SPEC §2 document upload grid: cards per document, picks replaced per type, one send for all picks. */
export function DocumentGrid({ errors }: DocumentGridProps) {
  const t = useTranslations('documents');
  const te = useTranslations('emptyStates');
  const query = useKycDocuments();
  const upload = useKycUpload();
  const { picks, pick, remove, clear } = usePicks();
  const [sentTypes, setSentTypes] = useState<string[]>([]);
  const [rejected, setRejected] = useState(false);

  const uploading = upload.isPending;
  const pickedTypes = Object.keys(picks);

  useEffect(() => {
    if (errors === 'console' && query.error) console.error('Chargement des documents KYC impossible', query.error);
  }, [errors, query.error]);

  const send = () => {
    const order = (query.data ?? []).map((doc) => doc.type).filter((type) => picks[type]);
    setSentTypes(order);
    setRejected(false);
    upload.mutate(
      order.map((type) => ({ type, file: picks[type].file })),
      {
        onSuccess: clear,
        onError: (error) => {
          if (errors === 'console') console.error('Envoi des documents KYC impossible', error);
        },
      },
    );
  };

  if (query.isPending) {
    return <InlineLoader label={t('loading')} />;
  }
  if (!query.data) return null;
  if (query.data.length === 0) return <EmptyState title={t('empty')} description={te('documents')} />;

  const labelOf = (type: string) => query.data.find((doc) => doc.type === type)?.nom;
  const failure = errors === 'inline' && upload.error ? upload.error : null;
  const failureLines =
    failure instanceof KycRequestError && Object.keys(failure.fieldErrors).length > 0
      ? describeUploadErrors(failure.fieldErrors, sentTypes, labelOf)
      : failure
        ? [failure.message]
        : [];

  return (
    <Stack gap="md" className={classes.container}>
      <ul className={classes.grid} aria-label={t('gridLabel')}>
        {query.data.map((document) => (
          <DocumentCard
            key={document.type}
            document={document}
            pick={picks[document.type]}
            disabled={uploading}
            onPick={(file) => {
              setRejected(false);
              upload.reset();
              pick(document.type, file);
            }}
            onRemove={() => remove(document.type)}
            onReject={() => setRejected(true)}
          />
        ))}
      </ul>
      {rejected && errors === 'inline' && (
        <Alert color="red" role="alert">
          {t('rejected')}
        </Alert>
      )}
      {failureLines.length > 0 && (
        <Alert color="red" title={t('uploadFailed')} role="alert">
          <List size="sm">
            {failureLines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {uploading && <Progress value={Math.round(upload.progress * 100)} aria-label={t('progress')} animated />}
      {upload.isSuccess && pickedTypes.length === 0 && (
        <Text size="sm" role="status">
          {t('sent')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={send} disabled={uploading || pickedTypes.length === 0}>
          {uploading ? t('sending') : t('send')}
        </Button>
      </Group>
    </Stack>
  );
}
