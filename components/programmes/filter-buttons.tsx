import { Button, Group, type GroupProps } from '@mantine/core';
import Link from 'next/link';
import { SpriteIcon } from '@/components/ui/sprite-icon';

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
      <Button type="submit" leftSection={<SpriteIcon name="filter" />}>
        {applyLabel}
      </Button>
    </Group>
  );
}
