'use client';

import { Button, Group, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { withPage } from '@/lib/programmes/filters';
import { IntentLink } from '@/components/ui/intent-link';

/** Page links that keep the filters of the URL; plain links, so lists stay server-rendered and shareable. */
export function PaginationNav({ pathname, queryString, page, pages }: { pathname: string; queryString: string; page: number; pages: number }) {
  const t = useTranslations('programmes.pagination');
  if (pages <= 1) return null;
  const query = new URLSearchParams(queryString);
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return (
    <Group component="nav" aria-label={t('label')} justify="center" gap="xs" mt="lg">
      {page > 1 && (
        <Button component={IntentLink} href={`${pathname}${withPage(query, page - 1)}`} variant="default" size="sm">
          {t('previous')}
        </Button>
      )}
      {shown.map((n, index) => (
        <Group key={n} gap="xs">
          {index > 0 && shown[index - 1] !== n - 1 && (
            <Text span c="dimmed" aria-hidden>
              …
            </Text>
          )}
          <Button
            component={IntentLink}
            href={`${pathname}${withPage(query, n)}`}
            variant={n === page ? 'filled' : 'default'}
            size="sm"
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('page', { page: n })}
          >
            {n}
          </Button>
        </Group>
      ))}
      {page < pages && (
        <Button component={IntentLink} href={`${pathname}${withPage(query, page + 1)}`} variant="default" size="sm">
          {t('next')}
        </Button>
      )}
      <Text size="sm" c="dimmed" w="100%" ta="center">
        {t('current', { page, pages })}
      </Text>
    </Group>
  );
}
