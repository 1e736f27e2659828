'use client';

import type { ModalProps } from '@mantine/core';
import dynamic from 'next/dynamic';
import { useOnceTrue } from './use-once-true';

const DeferredModal = dynamic(() => import('./deferred-modal').then((module) => module.DeferredModal), { ssr: false });

/**
 * A Mantine Modal whose code loads the first time it opens: the frame's dialogs (logout, change of account,
 * password, website) and the option steps' ones are closed on almost every page view, and Mantine's modal with its
 * focus trap, scroll lock and transitions weighs some 30 kB on each page that only might open one.
 */
export function LazyModal({ opened, ...props }: ModalProps) {
  return useOnceTrue(opened) ? <DeferredModal opened={opened} {...props} /> : null;
}
