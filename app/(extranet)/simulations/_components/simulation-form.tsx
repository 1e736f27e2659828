'use client';

import { Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@/components/forms/zod-resolver';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DateField } from '@/components/forms/date-field';
import { useEnumChoices } from '@/components/forms/use-enum-choices';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { notifySuccess } from '@/components/notices/notify';
import { createSimulationAction } from '@/lib/selling/simulation-actions';
import { MARGINAL_RATES, simulationInputSchema, type SimulationFormInput } from '@/contract/simulations';

type Field = keyof SimulationFormInput;
const SECTIONS: { key: 'property' | 'financing' | 'rent' | 'tax'; numbers: Field[] }[] = [
  { key: 'property', numbers: ['price', 'surface', 'notary_fees', 'furniture', 'works'] },
  { key: 'financing', numbers: ['down_payment', 'loan_rate', 'loan_years', 'insurance_rate'] },
  { key: 'rent', numbers: ['monthly_rent', 'monthly_charges', 'property_tax', 'vacancy_rate'] },
  { key: 'tax', numbers: [] },
];

type Prefill = { price?: number; monthly_rent?: number; lot_id?: number };

/** POST simulation: the adviser's hypotheses; the answer's url_simulation opens the result. */
export function SimulationForm({ prefill }: { prefill: Prefill }) {
  const t = useTranslations('simulation');
  const taxSchemes = useEnumChoices('regimes-fiscaux');
  const rentCategories = useEnumChoices('categories-loyer');
  const te = useTranslations('errors');
  const ts = useTranslations('success');
  const router = useRouter();
  const form = useForm<SimulationFormInput>({
    resolver: zodResolver(simulationInputSchema),
    defaultValues: {
      price: prefill.price ?? 200_000,
      property_kind: 'neuf',
      surface: '',
      notary_fees: '',
      furniture: 0,
      works: 0,
      down_payment: 0,
      loan_rate: 3.5,
      loan_years: 20,
      insurance_rate: 0,
      monthly_rent: prefill.monthly_rent ?? 800,
      monthly_charges: 0,
      property_tax: 0,
      vacancy_rate: 0,
      tax_scheme: 'lmnp_micro',
      marginal_tax_rate: 30,
      investment_date: new Date().toISOString().slice(0, 10),
      commitment_years: 9,
      rent_category: 'intermediaire',
      lot_id: prefill.lot_id ?? '',
    },
  });
  const scheme = useWatch({ control: form.control, name: 'tax_scheme' });
  const mutation = useFormMutation(form, {
    action: (values: SimulationFormInput) => createSimulationAction(values),
    failure: te('simulation'),
    onSuccess: (answer) => {
      notifySuccess(ts('simulation'));
      router.push(answer.url_simulation);
    },
  });

  const numberField = (name: Field) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={t(`fields.${name}`)}
          min={0}
          decimalSeparator=","
          value={field.value as number | string}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  const selectField = (name: Field, data: { value: string; label: string }[]) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={t(`fields.${name}`)}
          data={data}
          allowDeselect={false}
          value={String(field.value)}
          onChange={(value) => field.onChange(value)}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <form onSubmit={form.handleSubmit((values) => !mutation.isPending && mutation.mutate(values))} noValidate>
        <Stack gap="md">
          {SECTIONS.map((section) => (
            <Card key={section.key} withBorder>
              <Title order={2} size="h4" mb="sm">
                {t(`sections.${section.key}`)}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {section.key === 'property' &&
                  selectField('property_kind', [
                    { value: 'neuf', label: t('kinds.neuf') },
                    { value: 'ancien', label: t('kinds.ancien') },
                  ])}
                {section.numbers.map(numberField)}
                {section.key === 'tax' && (
                  <>
                    {selectField('tax_scheme', taxSchemes.choices)}
                    {selectField('marginal_tax_rate', MARGINAL_RATES.map((value) => ({ value: String(value), label: `${value} %` })))}
                    <Controller
                      control={form.control}
                      name="investment_date"
                      render={({ field, fieldState }) => (
                        <DateField ref={field.ref} label={t('fields.investment_date')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
                      )}
                    />
                    {(scheme === 'denormandie' || scheme === 'pinel') &&
                      selectField('commitment_years', ['6', '9', '12'].map((value) => ({ value, label: `${value} ans` })))}
                    {scheme === 'bailleur_prive' &&
                      selectField('rent_category', rentCategories.choices)}
                  </>
                )}
              </SimpleGrid>
            </Card>
          ))}
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={mutation.isPending} disabled={mutation.isPending}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
