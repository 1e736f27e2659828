'use client';

import { useMantineColorScheme, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { toColorMode, toMantineScheme, type ColorMode } from '@/components/theme/color-scheme';
import { DropdownMenuItem, DropdownMenuLabel } from '@/components/ui/dropdown-menu';

const MODES: { mode: ColorMode; Icon: typeof IconSun }[] = [
  { mode: 'light', Icon: IconSun },
  { mode: 'dark', Icon: IconMoon },
  { mode: 'system', Icon: IconDeviceDesktop },
];

/** Light / dark / system choice inside the user menu; the manager remembers it in local storage. */
export function ColorSchemeItems() {
  const t = useTranslations('colorScheme');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const current = toColorMode(colorScheme);

  return (
    <>
      <DropdownMenuLabel>{t('label')}</DropdownMenuLabel>
      {MODES.map(({ mode, Icon }) => (
        <DropdownMenuItem
          key={mode}
          icon={<Icon size={16} aria-hidden />}
          right={current === mode ? <IconCheck size={16} aria-hidden /> : null}
          onClick={() => setColorScheme(toMantineScheme(mode))}
        >
          {t(mode)}
          {current === mode && <VisuallyHidden> {t('current')}</VisuallyHidden>}
        </DropdownMenuItem>
      ))}
    </>
  );
}
