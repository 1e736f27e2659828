import type { MenuIconName } from '@/lib/menu-icons';
import classes from './nav-icon.module.css';
import { NAV_ICON_SOURCES, NAV_SPRITE_PATH } from './nav-icon-sources';

/** Decorative icon of a menu entry, drawn from the navigation sprite; the entry's label names it. */
export function NavIcon({ name }: { name: MenuIconName }) {
  const shape = name in NAV_ICON_SOURCES ? name : 'page';
  return (
    <svg className={classes.icon} viewBox="0 0 24 24" aria-hidden>
      <use href={`${NAV_SPRITE_PATH}#${shape}`} />
    </svg>
  );
}
