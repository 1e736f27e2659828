'use client';

import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

export type ErrorScreenProps = (
  | { kind: 'not-found'; path?: string; loggedOut?: boolean }
  | { kind: 'forbidden' }
  | { kind: 'error'; message?: string }
) & {
  /** Shown inside the adviser's frame, which already holds the page's main landmark; a 404 names the browser's path. */
  framed?: boolean;
};

/** SPEC §2 error screen: 404 (saying so when nobody is logged in), 403 and other errors, with the way back home. */
export function ErrorScreen(props: ErrorScreenProps) {
  const t = useTranslations('errorPage');
  const pathname = usePathname();
  const shownPath = props.kind === 'not-found' ? (props.framed ? pathname : props.path) : undefined;
  const homeButton = { href: '/', mt: 'md', leftSection: <IconHome size={18} aria-hidden />, children: t('backHome') } as const;
  return (
    <Center component={props.framed ? 'div' : 'main'} mih={props.framed ? undefined : '100vh'} p="xl">
      <Stack align="center" gap="sm" maw={640} ta="center">
        {props.kind === 'not-found' && (
          <>
            <Title order={1}>{t('notFoundTitle')}</Title>
            <Text size="lg">{t('notFoundText')}</Text>
            {props.loggedOut && <Text fw={600}>{t('notLoggedIn')}</Text>}
            {shownPath && (
              <Text size="sm" c="dimmed">
                {t('notFoundPath', { path: shownPath })}
              </Text>
            )}
          </>
        )}
        {props.kind === 'forbidden' && (
          <>
            <Title order={1}>{t('forbiddenTitle')}</Title>
            <Text size="lg">{t('forbiddenText')}</Text>
          </>
        )}
        {props.kind === 'error' && (
          <>
            <Title order={1}>{t('title')}</Title>
            {props.message && <Text fw={600}>{props.message}</Text>}
            <Text>{t('somethingWrong')}</Text>
            <Text>{t('apologies')}</Text>
          </>
        )}
        {props.kind === 'error' ? (
          // A full load: a client-side navigation would keep the answer of the layout that failed.
          <Button component="a" {...homeButton} />
        ) : (
          <Button component={Link} {...homeButton} />
        )}
      </Stack>
    </Center>
  );
}
