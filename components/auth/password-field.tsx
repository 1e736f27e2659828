'use client';

import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { forwardRef, useState } from 'react';

/** Password input whose show/hide toggle is labelled and reachable with the keyboard. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordField(props, ref) {
  const t = useTranslations('auth.fields');
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      ref={ref}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? t('hidePassword') : t('showPassword') }}
      // Mantine marks the inner input data-invalid only; assistive technologies need aria-invalid.
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
});
