'use client';

import { Burger, UnstyledButton } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';

const BURGER_SIZE = { '--burger-size': 'var(--burger-size-sm)' } as CSSProperties;

/**
 * The menu's toggle for one layout (the phone's drawer or the wider screens' side menu): Mantine's Burger at size sm,
 * drawn as the same button with its classes (menu-button.test.ts holds it equal), since every page draws two.
 */
export function MenuButton({ opened, onClick, hiddenFrom, visibleFrom }: { opened: boolean; onClick: () => void; hiddenFrom?: 'sm'; visibleFrom?: 'sm' }) {
  const t = useTranslations('shell');
  const shown = hiddenFrom ? ` mantine-hidden-from-${hiddenFrom}` : visibleFrom ? ` mantine-visible-from-${visibleFrom}` : '';
  return (
    <button
      type="button"
      style={BURGER_SIZE}
      className={`mantine-focus-auto phone-target touch-target ${Burger.classes.root} ${UnstyledButton.classes.root}${shown}`}
      data-size="sm"
      onClick={onClick}
      aria-label={opened ? t('closeMenu') : t('openMenu')}
      aria-expanded={opened}
      aria-controls="main-navbar"
    >
      <div className={Burger.classes.burger} data-reduce-motion="true" data-opened={opened || undefined} />
    </button>
  );
}
