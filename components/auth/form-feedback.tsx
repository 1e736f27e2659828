'use client';

import { Alert, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/** The server's refusal, announced at once (role=alert). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
      <Text size="sm">{message}</Text>
    </Alert>
  );
}

/** A success message that takes the place of the button; focus moves to it so it is read out. */
export function FormSuccess({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} tabIndex={-1} role="status" color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />}>
      <Text size="sm">{message}</Text>
    </Alert>
  );
}
