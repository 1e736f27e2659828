'use client';

import { Button, CloseButton, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useRightPanel } from './right-panel-context';
import type { RightPanelKind } from './right-panel-state';
import frame from '@/components/layout/frame.module.css';

/**
 * Aside of the frame: title, close button and the content of the item shown; Escape closes it. On a phone, where
 * the panel covers the page, the way out reads as a way back to it.
 */
export function RightPanel({ builtIn }: { builtIn: Partial<Record<RightPanelKind, ReactNode>> }) {
  const t = useTranslations();
  const { item, close } = useRightPanel();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!item) return;
    // Remember where the adviser was, move focus into the panel, and give it back on close.
    returnFocus.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null;
    headingRef.current?.focus();
  }, [item]);

  useEffect(() => {
    if (item || !returnFocus.current) return;
    if (returnFocus.current.isConnected) returnFocus.current.focus();
    returnFocus.current = null;
  }, [item]);

  // Escape closes the top layer only: a dialog opened from the panel (in a portal, its keys bubble here through
  // React) or an open list or calendar of one of its fields closes alone.
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const topLayer = !event.currentTarget.contains(target) || target.getAttribute('aria-expanded') === 'true';
    if (event.key === 'Escape' && item && !topLayer) {
      event.stopPropagation();
      close();
    }
  };

  return (
    // `right-scroll-bar-position`: a modal's scroll lock keeps the panel where it is, as it does the page.
    <aside
      className={`${frame.aside} right-scroll-bar-position`}
      data-print-hide
      aria-label={t('shell.sidePanel')}
      onKeyDown={onKeyDown}
      hidden={!item}
    >
      {item && (
        <>
          <Button variant="subtle" hiddenFrom="sm" onClick={close} leftSection={<IconArrowLeft size={18} aria-hidden />} mx="xs" mt="xs" style={{ alignSelf: 'flex-start' }}>
            {t('shell.panelBack', { kind: item.kind })}
          </Button>
          <Group justify="space-between" wrap="nowrap" p="md" pb="xs">
            <Title order={2} size="h4" ref={headingRef} tabIndex={-1} style={{ outline: 'none', minWidth: 0, overflowWrap: 'anywhere' }}>
              {item.title ?? t(`panels.${item.kind}`)}
            </Title>
            <CloseButton visibleFrom="sm" onClick={close} aria-label={t('shell.closePanel')} />
          </Group>
          <div className={`${frame.scroll} ${frame.panelContent}`}>{item.content ?? builtIn[item.kind]}</div>
        </>
      )}
    </aside>
  );
}
