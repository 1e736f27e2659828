'use client';

import { useEffect, useRef } from 'react';
import { notifyError } from './notify';

/**
 * Shows a red notice once when a server component's data load failed; render it next to the fallback UI:
 * `{failed && <ErrorNotice message={t('errors.home')} />}`.
 */
export function ErrorNotice({ message, title }: { message: string; title?: string }) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    notifyError(message, title);
  }, [message, title]);
  return null;
}
