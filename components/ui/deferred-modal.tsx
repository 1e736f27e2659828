'use client';

import { Modal, type ModalProps } from '@mantine/core';
import { useMounted } from '@mantine/hooks';

/**
 * Mantine's Modal, mounted closed and opened right after: the modal remembers the element that had focus when it
 * opens, to give it back on close, only when `opened` changes after its mount (lazy-modal.tsx mounts it open).
 */
export function DeferredModal({ opened, ...props }: ModalProps) {
  const mounted = useMounted();
  return <Modal opened={opened && mounted} {...props} />;
}
