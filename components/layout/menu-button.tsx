'use client';

import { Burger } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** The menu's toggle for one layout (the phone's drawer or the wider screens' side menu). */
export function MenuButton({ opened, onClick, ...visibility }: { opened: boolean; onClick: () => void; hiddenFrom?: 'sm'; visibleFrom?: 'sm' }) {
  const t = useTranslations('shell');
  return (
    <Burger
      opened={opened}
      onClick={onClick}
      size="sm"
      aria-label={opened ? t('closeMenu') : t('openMenu')}
      aria-expanded={opened}
      aria-controls="main-navbar"
      className="touch-target"
      {...visibility}
    />
  );
}
