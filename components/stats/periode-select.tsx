'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { PERIODES, type Periode } from '@/contract/stats';
import { periodeQuery } from './periode-param';
import { NativeSelect } from '@/components/ui/native-select';

/** The `periode` of a statistics screen; choosing one reloads the screen at its first page. */
export function PeriodeSelect({ value }: { value: Periode }) {
  const t = useTranslations('stats.periode');
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  return (
    <NativeSelect
      label={t('label')}
      value={value}
      disabled={pending}
      w={220}
      data={(Object.keys(PERIODES) as Periode[]).map((p) => ({ value: p, label: t(`options.${p}`) }))}
      onChange={(event) => {
        const keep = periodeQuery(event.currentTarget.value as Periode);
        startTransition(() => router.push(keep ? `${pathname}?${keep}` : pathname));
      }}
    />
  );
}
