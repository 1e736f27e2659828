'use client';

import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { NavIcon } from '@/components/layout/nav-icon';
import type { MenuEntry } from '@/lib/partner/menu';

/** One card per menu entry other than home. */
export function HomeShortcuts({ entries }: { entries: MenuEntry[] }) {
  const t = useTranslations('home');
  const shortcuts = entries.filter((entry) => entry.href !== '/');
  if (!shortcuts.length) return <Text c="dimmed">{t('noShortcuts')}</Text>;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 4 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {shortcuts.map((entry) => (
        <li key={`${entry.href}-${entry.label}`}>
          <Card component={Link} href={entry.href} withBorder padding="md" h="100%">
            <Group wrap="nowrap" gap="sm">
              <ThemeIcon variant="light" size="lg" aria-hidden>
                <NavIcon name={entry.icon} />
              </ThemeIcon>
              <Text fw={600}>{entry.label}</Text>
            </Group>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
