'use client';

import dynamic from 'next/dynamic';
import { FormLoading } from '@/components/forms/form-loading';

// The frame's password modals mount on every page but show rarely: the form, with react-hook-form and zod, loads when
// one opens, not with the page.
export const LazyChangePasswordForm = dynamic(() => import('./change-password-form').then((module) => module.ChangePasswordForm), {
  loading: FormLoading,
});
