'use client';

import { Select } from '@mantine/core';
import { useEnumChoices } from './use-enum-choices';

/** Civilité of a person (client, optionneur); the choices come from the `civilites` list of the API. */
export function CivilitySelect({ label, value, onChange }: { label: string; value: string | null; onChange: (value: string | null) => void }) {
  const { choices, loading } = useEnumChoices('civilites');
  return <Select label={label} data={choices} clearable value={value} onChange={onChange} disabled={loading} />;
}
