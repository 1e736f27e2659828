import { Button, Group, type GroupProps } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import Link from 'next/link';

/** Reset (back to `resetHref`, no query) and apply buttons of a GET filter form. */
export function FilterButtons({
  resetHref,
  resetLabel,
  applyLabel,
  ...group
}: { resetHref: string; resetLabel: string; applyLabel: string } & GroupProps) {
  return (
    <Group gap="sm" {...group}>
      <Button component={Link} href={resetHref} variant="subtle">
        {resetLabel}
      </Button>
      <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />}>
        {applyLabel}
      </Button>
    </Group>
  );
}
