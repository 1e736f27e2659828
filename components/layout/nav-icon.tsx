import type { MenuIconName } from '@/lib/menu-icons';
import { NAV_ICON_SOURCES, NAV_SPRITE_PATH } from './nav-icon-sources';

/** Decorative icon of a menu entry, drawn from the navigation sprite; the entry's label names it. */
export function NavIcon({ name, size = 20 }: { name: MenuIconName; size?: number }) {
  const shape = name in NAV_ICON_SOURCES ? name : 'page';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <use href={`${NAV_SPRITE_PATH}#${shape}`} />
    </svg>
  );
}
