import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is empty, said plainly. */
  title: string;
  /** What to do next, in one sentence. */
  description: string;
  /** The way to do it: a link or a button of the screen (add a client, clear the filters…). */
  action?: ReactNode;
}

/**
 * What an empty table or list shows instead of its rows: what is missing and what to do next. Not a heading, so
 * the page's outline stays the same whether the list is empty or not.
 */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="lg" style={{ borderStyle: 'dashed' }} data-empty-state>
      <Stack gap="xs" align="center" ta="center">
        <Text fw={600}>{title}</Text>
        <Text c="dimmed" size="sm" maw={520}>
          {description}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
