'use client';

import { Button, List, ListItem, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** The ten recovery codes, shown once, until the person says they are noted. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations('auth.secondFactor');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('recoveryTitle')}
      </Title>
      <Text size="sm">{t('recoveryIntro')}</Text>
      <List data-testid="recovery-codes" ff="monospace" listStyleType="none" spacing={4}>
        {codes.map((code) => (
          <ListItem key={code}>{code}</ListItem>
        ))}
      </List>
      <Button onClick={onDone} fullWidth>
        {t('recoveryContinue')}
      </Button>
    </Stack>
  );
}
