'use client';

import { NativeSelect } from '@/components/ui/native-select';

/** The `tri` field of a GET filter form; choosing a sort submits the form at once. */
export function SortSelect({ label, value, options }: { label: string; value: string; options: { value: string; label: string }[] }) {
  return <NativeSelect name="tri" label={label} defaultValue={value} data={options} onChange={(event) => event.currentTarget.form?.requestSubmit()} />;
}
