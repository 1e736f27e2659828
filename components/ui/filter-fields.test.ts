import { Checkbox, TextInput } from '@mantine/core';
import { createElement, type ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { mantineMarkup } from './mantine-markup';
import { FilterCheckbox, FilterCheckboxGroup, FilterSelect, FilterTextField } from './filter-fields';
import { NativeSelect } from './native-select';
import { CheckboxTick, SpriteIcon } from './sprite-icon';

describe('filter fields', () => {
  it('draw a text field as Mantine’s TextInput, with or without a section', () => {
    expect(mantineMarkup(createElement(FilterTextField, { name: 'q', label: 'Nom', defaultValue: 'Jardins', leftSection: createElement(SpriteIcon, { name: 'search' }) }))).toBe(
      mantineMarkup(createElement(TextInput, { name: 'q', label: 'Nom', defaultValue: 'Jardins', leftSection: createElement(SpriteIcon, { name: 'search' }) })),
    );
    expect(mantineMarkup(createElement(FilterTextField, { name: 'prix_min', type: 'number', min: 0, step: 1000, label: 'Prix', defaultValue: '' }))).toBe(
      mantineMarkup(createElement(TextInput, { name: 'prix_min', type: 'number', min: 0, step: 1000, label: 'Prix', defaultValue: '' })),
    );
  });

  it('draw an unlabelled search field as Mantine’s TextInput, with its right section while it searches', () => {
    const onChange = () => {};
    const search = { type: 'search', value: 'ja', onChange, placeholder: 'Programme, fonds, lot, client…', 'aria-label': 'Rechercher', maxLength: 100, leftSection: createElement(SpriteIcon, { name: 'search' }) };
    for (const rightSection of [null, createElement('span', { className: 'loader' })]) {
      expect(mantineMarkup(createElement(FilterTextField, { ...search, rightSection }))).toBe(mantineMarkup(createElement(TextInput, { ...search, rightSection })));
    }
  });

  it('keep a fixed id and add their own class beside Mantine’s root class', () => {
    const onChange = () => {};
    expect(mantineMarkup(createElement(FilterTextField, { id: 'lot-filter-reference', className: 'narrow', label: 'Référence', type: 'search', value: 'A1', onChange }))).toBe(
      mantineMarkup(createElement(TextInput, { id: 'lot-filter-reference', className: 'narrow', label: 'Référence', type: 'search', value: 'A1', onChange })),
    );
  });

  it('draw a select as the app’s NativeSelect, the chosen option selected', () => {
    const data = [
      { value: '', label: 'Tous' },
      { value: 'T2', label: 'Deux pièces' },
    ];
    expect(mantineMarkup(createElement(FilterSelect, { name: 'type', label: 'Type', defaultValue: 'T2', data }))).toBe(
      mantineMarkup(createElement(NativeSelect, { name: 'type', label: 'Type', defaultValue: 'T2', data })),
    );
  });

  it('draw checkboxes and their group as Mantine’s Checkbox and Checkbox.Group', () => {
    // createElement's typing wants the children among the props; they are passed after them, as JSX does.
    const ours = createElement(
      FilterCheckboxGroup,
      { label: 'Typologie' } as ComponentProps<typeof FilterCheckboxGroup>,
      createElement(FilterCheckbox, { name: 'typologie', value: 'T1', label: 'T1', defaultChecked: true }),
      createElement(FilterCheckbox, { name: 'typologie', value: 'T2', label: 'T2' }),
    );
    const mantine = createElement(
      Checkbox.Group,
      { label: 'Typologie', defaultValue: ['T1'] } as ComponentProps<typeof Checkbox.Group>,
      createElement(Checkbox, { name: 'typologie', value: 'T1', label: 'T1', icon: CheckboxTick }),
      createElement(Checkbox, { name: 'typologie', value: 'T2', label: 'T2', icon: CheckboxTick }),
    );
    // Mantine's group also writes its value in an unnamed hidden input, which a form does not submit, and marks a
    // checked box's root with data-checked, which no stylesheet reads (the box itself is :checked).
    const mantineDrawn = mantineMarkup(mantine).replace(/<input type="hidden" value="[^"]*"\/>/, '').replace(' data-checked="true"', '');
    expect(mantineMarkup(ours)).toBe(mantineDrawn);
    expect(mantineMarkup(createElement(FilterCheckbox, { name: 'disponible', value: '1', label: 'Disponibles' }))).toBe(
      mantineMarkup(createElement(Checkbox, { name: 'disponible', value: '1', label: 'Disponibles', icon: CheckboxTick })),
    );
  });
});
