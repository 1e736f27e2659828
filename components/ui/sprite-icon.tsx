import classes from './sprite-icon.module.css';
import { ICON_SPRITE_PATH, type LineIconName } from './sprite-icon-sources';

/**
 * A decorative Tabler icon drawn from the icon sprite: the same pixels as the icon component, about a quarter
 * of its markup. `inline` aligns it with the text it follows.
 */
export function SpriteIcon({ name, size = 16, inline = false }: { name: LineIconName; size?: number; inline?: boolean }) {
  return (
    <svg className={inline ? `${classes.icon} ${classes.inline}` : classes.icon} width={size} height={size} aria-hidden>
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}

/** Mantine's checkbox tick from the sprite, for a Checkbox's `icon`; the checkbox's class places and colours it. */
export function CheckboxTick({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 10 7" aria-hidden>
      <use href={`${ICON_SPRITE_PATH}#checkbox-tick`} />
    </svg>
  );
}
