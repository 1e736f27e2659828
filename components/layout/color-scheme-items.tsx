'use client';

import { Menu, useMantineColorScheme, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { toColorMode, toMantineScheme, type ColorMode } from '@/components/theme/color-scheme';

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
      <Menu.Label>{t('label')}</Menu.Label>
      {MODES.map(({ mode, Icon }) => (
        <Menu.Item
          key={mode}
          leftSection={<Icon size={16} aria-hidden />}
          rightSection={current === mode ? <IconCheck size={16} aria-hidden /> : null}
          onClick={() => setColorScheme(toMantineScheme(mode))}
        >
          {t(mode)}
          {current === mode && <VisuallyHidden> {t('current')}</VisuallyHidden>}
        </Menu.Item>
      ))}
    </>
  );
}
