import type { CSSProperties } from 'react';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { PlainGroup } from '@/components/ui/plain-layout';
import { PlainTextButton } from '@/components/ui/plain-button';
import { ButtonLink } from './button-link';

/** Reset (back to `resetHref`, no query) and apply buttons of a GET filter form. */
export function FilterButtons({
  resetHref,
  resetLabel,
  applyLabel,
  justify,
  style,
}: {
  resetHref: string;
  resetLabel: string;
  applyLabel: string;
  justify?: CSSProperties['justifyContent'];
  style?: CSSProperties;
}) {
  return (
    <PlainGroup gap="sm" justify={justify} style={style}>
      <ButtonLink href={resetHref} variant="subtle">
        {resetLabel}
      </ButtonLink>
      <PlainTextButton type="submit" leftSection={<SpriteIcon name="filter" />}>
        {applyLabel}
      </PlainTextButton>
    </PlainGroup>
  );
}
