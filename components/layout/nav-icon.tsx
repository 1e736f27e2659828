import type { MenuIconName } from '@/lib/menu/menu-icons';
import classes from './nav-icon.module.css';
import { ICON_SPRITE_PATH } from '@/components/ui/sprite-icon-sources';
import { NAV_ICON_SOURCES } from './nav-icon-sources';

/** Decorative icon of a menu entry, drawn from the navigation sprite; the entry's label names it. */
export function NavIcon({ name }: { name: MenuIconName }) {
  const shape = name in NAV_ICON_SOURCES ? name : 'page';
  return (
    <svg className={classes.icon} aria-hidden>
      <use href={`${ICON_SPRITE_PATH}#${shape}`} />
    </svg>
  );
}
