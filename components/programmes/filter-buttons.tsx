import { Button, Group, type GroupProps } from '@mantine/core';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { IntentLink } from '@/components/ui/intent-link';

/** Reset (back to `resetHref`, no query) and apply buttons of a GET filter form. */
export function FilterButtons({
  resetHref,
  resetLabel,
  applyLabel,
  ...group
}: { resetHref: string; resetLabel: string; applyLabel: string } & GroupProps) {
  return (
    <Group gap="sm" {...group}>
      <Button component={IntentLink} href={resetHref} variant="subtle">
        {resetLabel}
      </Button>
      <Button type="submit" leftSection={<SpriteIcon name="filter" />}>
        {applyLabel}
      </Button>
    </Group>
  );
}
