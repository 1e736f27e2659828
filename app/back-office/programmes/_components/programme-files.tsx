'use client';

import { Button, FileInput, Group, List, ListItem, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { notifyError, notifySuccess } from '@/components/notices/notify';
import { PROGRAMME_FILE_KINDS, type ProgrammeFileKind, type StaffProgrammeFile } from '@/contract/back-office-programmes';
import { deleteProgrammeFileAction } from '@/lib/back-office/actions';
import { sendProgrammeFile } from '@/lib/back-office/programme-files-browser';
import { NativeSelect } from '@/components/ui/native-select';

const noErrorsOnFields = { setError: () => undefined };

function RemoveFileButton({ programmeId, file }: { programmeId: number; file: StaffProgrammeFile }) {
  const t = useTranslations('backOffice');
  const removal = useFormMutation(noErrorsOnFields, {
    action: () => deleteProgrammeFileAction(programmeId, file.id),
    failure: t('errors.failed'),
    onSuccess: () => {
      notifySuccess(t('programmes.removed'));
    },
  });
  return (
    <Button size="xs" variant="subtle" color="red" loading={removal.isPending} onClick={() => removal.mutate({})} aria-label={t('programmes.removeNamed', { title: file.title })}>
      {t('programmes.remove')}
    </Button>
  );
}

/** A programme's uploaded images and documents, and the form that adds one (limits told beside the field). */
export function ProgrammeFiles({ programme, files }: { programme: { id: number; name: string }; files: StaffProgrammeFile[] }) {
  const t = useTranslations('backOffice.programmes');
  const router = useRouter();
  const [kind, setKind] = useState<ProgrammeFileKind>('image');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: () => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('title', title);
      if (file) form.append('file', file, file.name);
      return sendProgrammeFile(programme.id, form);
    },
    onSuccess: (message) => {
      notifySuccess(message);
      setTitle('');
      setFile(null);
      // A route handler's write (the multipart upload) cannot render the page into its answer: read it again.
      router.refresh();
    },
    onError: (error: Error) => notifyError(error.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    upload.mutate();
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="programme-files">
      <Title order={2} size="h3" id="programme-files">
        {t('filesOf', { name: programme.name })}
      </Title>
      {files.length === 0 ? (
        <Text>{t('noFiles')}</Text>
      ) : (
        <List aria-labelledby="programme-files">
          {files.map((item) => (
            <ListItem key={item.id}>
              <Group gap="xs">
                <Text size="sm">
                  {t(`kinds.${item.kind}`)} – {item.title}
                </Text>
                <RemoveFileButton programmeId={programme.id} file={item} />
              </Group>
            </ListItem>
          ))}
        </List>
      )}
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('kind')}
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value as ProgrammeFileKind)}
            data={PROGRAMME_FILE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          />
          <TextInput label={t('fileTitle')} required value={title} onChange={(event) => setTitle(event.currentTarget.value)} maxLength={120} />
          <FileInput label={t('file')} description={t('fileHelp')} required value={file} onChange={setFile} accept={kind === 'image' ? 'image/jpeg,image/png,image/webp' : 'application/pdf'} clearable />
          <Button type="submit" loading={upload.isPending}>
            {t('upload')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
