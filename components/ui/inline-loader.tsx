import { Group, Loader, Text } from '@mantine/core';

/** A small spinner and its text, for a panel or a block still loading. */
export function InlineLoader({ label }: { label: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
