'use client';

import { useClickOutside } from '@mantine/hooks';
import { createContext, useContext, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The classes of Mantine's Menu, Popover and UnstyledButton stylesheets (loaded with the others,
 * components/theme/mantine-styles.ts): the menu looks as Mantine draws it. dropdown-menu.test.ts holds them equal.
 */
export const MENU_CLASSES = {
  button: 'm_87cf2631',
  popover: 'm_38a85659',
  dropdown: 'm_dc9b7c9f',
  item: 'm_99ac2aa1',
  itemLabel: 'm_5476e0d3',
  itemSection: 'm_8b75e504',
  label: 'm_9bfac126',
  divider: 'm_efdf90cb',
} as const;

// Under the button, on its right edge, as Mantine's Menu placed it (bottom-end, 8 px away, 240 px wide, shadow md).
const DROPDOWN_STYLE = {
  top: 'calc(100% + 8px)',
  right: 0,
  width: 240,
  zIndex: 300,
  '--popover-shadow': 'var(--mantine-shadow-md)',
} as CSSProperties;

const CloseMenu = createContext<() => void>(() => undefined);

const ITEM = '[role="menuitem"]:not(:disabled)';

/**
 * A menu button (WAI-ARIA pattern): the button opens a list of actions under it, focus moves into it, arrows,
 * Home and End move between the actions, Escape and Tab leave it, a click outside closes it. It draws Mantine's
 * Menu (its classes) without its positioning engine, which would otherwise load with every page of the frame.
 */
export function DropdownMenu({ trigger, children }: { trigger: ReactNode; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const root = useClickOutside<HTMLDivElement>(() => setOpened(false));

  const close = (refocus: boolean) => {
    setOpened(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (opened) menu.current?.querySelector<HTMLElement>(ITEM)?.focus();
  }, [opened]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const target = {
      ArrowDown: items[(at + 1) % items.length],
      ArrowUp: items[(at - 1 + items.length) % items.length],
      Home: items[0],
      End: items[items.length - 1],
    }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={root} style={{ position: 'relative' }}>
      <button
        ref={button}
        type="button"
        className={`${MENU_CLASSES.button} mantine-focus-auto touch-target`}
        style={{ padding: 4 }}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened ? menuId : undefined}
        onClick={() => setOpened((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpened(true);
          }
        }}
      >
        {trigger}
      </button>
      {opened && (
        <div ref={menu} id={menuId} role="menu" className={`${MENU_CLASSES.popover} ${MENU_CLASSES.dropdown}`} style={DROPDOWN_STYLE} onKeyDown={move}>
          <CloseMenu.Provider value={() => close(true)}>{children}</CloseMenu.Provider>
        </div>
      )}
    </div>
  );
}

/** One action of a DropdownMenu: it closes the menu, then runs. */
export function DropdownMenuItem({
  icon,
  right,
  disabled,
  onClick,
  children,
}: {
  icon?: ReactNode;
  right?: ReactNode;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const close = useContext(CloseMenu);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={`${MENU_CLASSES.button} mantine-focus-auto ${MENU_CLASSES.item}`}
      disabled={disabled}
      onClick={() => {
        close();
        onClick();
      }}
    >
      {icon && (
        <span className={MENU_CLASSES.itemSection} data-position="left">
          {icon}
        </span>
      )}
      <span className={MENU_CLASSES.itemLabel}>{children}</span>
      {right && (
        <span className={MENU_CLASSES.itemSection} data-position="right">
          {right}
        </span>
      )}
    </button>
  );
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <div className={MENU_CLASSES.label}>{children}</div>;
}

export function DropdownMenuDivider() {
  return <div className={MENU_CLASSES.divider} role="separator" />;
}
