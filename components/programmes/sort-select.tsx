'use client';

import { FilterSelect } from '@/components/ui/filter-fields';

/** The `tri` field of a GET filter form; choosing a sort submits the form at once. */
export function SortSelect({ label, value, options }: { label: string; value: string; options: { value: string; label: string }[] }) {
  return <FilterSelect name="tri" label={label} defaultValue={value} data={options} onChange={(event) => event.currentTarget.form?.requestSubmit()} />;
}
