'use client';

import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useTranslations } from 'next-intl';
import { createElement, useRef } from 'react';
import { KYC_MIME_TYPES } from '@/contract/kyc';
import type { KycDocumentView } from '@/lib/kyc/types';
import { statusLook } from './document-status';
import { documentTypeIcon } from './document-type-icon';
import classes from './documents.module.css';
import type { Pick } from './use-kyc-documents';

interface DocumentCardProps {
  document: KycDocumentView;
  pick?: Pick;
  disabled: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
  onReject: () => void;
}

/**
 * One document: its type's pictogram (or the picked image), label, status line, and its own drop area; the button
 * opens the file picker.
 */
export function DocumentCard({ document, pick, disabled, onPick, onRemove, onReject }: DocumentCardProps) {
  const t = useTranslations('documents');
  const openRef = useRef<() => void>(null);
  const look = statusLook(pick ? 'PENDING' : document.state);
  const onFile = Boolean(document.fileUrl) || document.state !== 'NON RECU';
  const action = onFile ? t('update') : t('add');
  const viewUrl = pick?.previewUrl ?? document.fileUrl;
  const thumbnail = pick?.previewUrl && pick.file.type.startsWith('image/') ? pick.previewUrl : null;

  return (
    <Paper withBorder radius="md" className={classes.card} component="li" data-document-type={document.type}>
      <Dropzone
        openRef={openRef}
        onDrop={(files) => files[0] && onPick(files[0])}
        onReject={onReject}
        accept={[...KYC_MIME_TYPES]}
        multiple={false}
        disabled={disabled}
        activateOnClick={false}
        activateOnKeyboard={false}
        className={classes.dropzone}
        classNames={{ inner: classes.inner }}
        enablePointerEvents
        inputProps={{ 'aria-label': t('dropZone', { name: document.nom }) }}
      >
        {thumbnail ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local object URL, nothing for the image optimiser
          <img src={thumbnail} alt="" className={classes.thumbnail} />
        ) : (
          <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
            {createElement(documentTypeIcon(document.type), { size: 26, stroke: 1.5 })}
          </ThemeIcon>
        )}
        <Stack gap={6} className={classes.content}>
          <Text fw={600} size="sm">
            {document.nom}
            {!document.required && (
              <Text span c="dimmed" size="xs">
                {' '}
                ({t('optional')})
              </Text>
            )}
          </Text>
          <Group gap={6} wrap="nowrap" data-testid="document-status">
            <look.Icon size={18} color={`var(--mantine-color-${look.color}-6)`} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{t(`states.${look.label}`)}</Text>
          </Group>
          {document.state === 'KO' && document.reason && !pick && (
            <Text size="xs" c="dimmed">
              {t('reason', { reason: document.reason })}
            </Text>
          )}
          {pick && (
            <Text size="xs" c="dimmed" truncate="end" title={pick.file.name}>
              {t('picked', { name: pick.file.name })}
            </Text>
          )}
          <Group gap={6} mt="auto">
            <Button
              size="compact-sm"
              variant="light"
              disabled={disabled}
              onClick={() => openRef.current?.()}
              aria-label={t('addLabel', { action, name: document.nom })}
            >
              {action}
            </Button>
            {viewUrl && (
              <Anchor
                href={viewUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                aria-label={t('viewLabel', { name: document.nom })}
              >
                {t('view')}
              </Anchor>
            )}
            {pick && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray"
                disabled={disabled}
                onClick={onRemove}
                aria-label={t('removeLabel', { name: document.nom })}
              >
                {t('remove')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed" className={classes.hint}>
            {t('dropHint')}
          </Text>
        </Stack>
      </Dropzone>
    </Paper>
  );
}
