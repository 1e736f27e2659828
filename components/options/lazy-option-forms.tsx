'use client';

import dynamic from 'next/dynamic';
import { FormLoading } from '@/components/forms/form-loading';

// The option forms (react-hook-form, zod and their schemas) load when a lot's panel or an option's step shows one, not
// with the residence or options page that lists them.
export const LazyPlaceOptionForm = dynamic(() => import('./place-option-form').then((module) => module.PlaceOptionForm), {
  loading: FormLoading,
});

export const LazyContractForm = dynamic(() => import('./contract-form').then((module) => module.ContractForm), {
  loading: FormLoading,
});
