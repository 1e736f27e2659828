import { Button, Group } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { NativeSelect } from '@/components/ui/native-select';

interface FilterField {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  value?: string;
}

/** A plain GET form: the filters live in the URL, work without script and survive a reload. */
export async function QueueFilters({ fields }: { fields: FilterField[] }) {
  const t = await getTranslations('backOffice.filters');
  return (
    <form method="get">
      <Group align="flex-end">
        {fields.map((field) => (
          <NativeSelect
            key={field.name}
            name={field.name}
            label={field.label}
            defaultValue={field.value ?? ''}
            data={[{ value: '', label: t('all') }, ...field.options]}
          />
        ))}
        <Button type="submit" variant="light">
          {t('apply')}
        </Button>
      </Group>
    </form>
  );
}
