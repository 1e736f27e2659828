import { Checkbox, MantineProvider, TextInput } from '@mantine/core';
import { createElement, type ComponentProps, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '@/lib/brand/brands';
import { brandTheme } from '@/lib/theme/brand-theme';
import { FilterCheckbox, FilterCheckboxGroup, FilterSelect, FilterTextField } from './filter-fields';
import { NativeSelect } from './native-select';
import { CheckboxTick, SpriteIcon } from './sprite-icon';

/** Each tag's attributes in one order: the browser reads them in any. */
function sortedAttributes(html: string): string {
  return html.replace(/<(\w+)((?:\s+[\w-]+(?:="[^"]*")?)*)\s*(\/?)>/g, (_tag, name: string, attributes: string, slash: string) => {
    const sorted = (attributes.match(/[\w-]+(?:="[^"]*")?/g) ?? []).sort();
    return `<${name}${sorted.map((attribute) => ` ${attribute}`).join('')}${slash}>`;
  });
}

/** The markup as a page gets it (the app's provider settings), with each generated id named by its order. */
function markup(element: ReactNode): string {
  const html = renderToStaticMarkup(
    createElement(MantineProvider, { theme: brandTheme(BRANDS.is, { close: 'Fermer' }), withStaticClasses: false, withGlobalClasses: false }, element),
  );
  const ids = new Map<string, string>();
  const named = html.replace(/(?:mantine-)?_R_\w+_/g, (id) => {
    const bare = id.replace(/^mantine-/, '');
    if (!ids.has(bare)) ids.set(bare, `id${ids.size}`);
    return ids.get(bare)!;
  });
  return sortedAttributes(named);
}

describe('filter fields', () => {
  it('draw a text field as Mantine’s TextInput, with or without a section', () => {
    expect(markup(createElement(FilterTextField, { name: 'q', label: 'Nom', defaultValue: 'Jardins', leftSection: createElement(SpriteIcon, { name: 'search' }) }))).toBe(
      markup(createElement(TextInput, { name: 'q', label: 'Nom', defaultValue: 'Jardins', leftSection: createElement(SpriteIcon, { name: 'search' }) })),
    );
    expect(markup(createElement(FilterTextField, { name: 'prix_min', type: 'number', min: 0, step: 1000, label: 'Prix', defaultValue: '' }))).toBe(
      markup(createElement(TextInput, { name: 'prix_min', type: 'number', min: 0, step: 1000, label: 'Prix', defaultValue: '' })),
    );
  });

  it('keep a fixed id and add their own class beside Mantine’s root class', () => {
    const onChange = () => {};
    expect(markup(createElement(FilterTextField, { id: 'lot-filter-reference', className: 'narrow', label: 'Référence', type: 'search', value: 'A1', onChange }))).toBe(
      markup(createElement(TextInput, { id: 'lot-filter-reference', className: 'narrow', label: 'Référence', type: 'search', value: 'A1', onChange })),
    );
  });

  it('draw a select as the app’s NativeSelect, the chosen option selected', () => {
    const data = [
      { value: '', label: 'Tous' },
      { value: 'T2', label: 'Deux pièces' },
    ];
    expect(markup(createElement(FilterSelect, { name: 'type', label: 'Type', defaultValue: 'T2', data }))).toBe(
      markup(createElement(NativeSelect, { name: 'type', label: 'Type', defaultValue: 'T2', data })),
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
    const mantineMarkup = markup(mantine).replace(/<input type="hidden" value="[^"]*"\/>/, '').replace(' data-checked="true"', '');
    expect(markup(ours)).toBe(mantineMarkup);
    expect(markup(createElement(FilterCheckbox, { name: 'disponible', value: '1', label: 'Disponibles' }))).toBe(
      markup(createElement(Checkbox, { name: 'disponible', value: '1', label: 'Disponibles', icon: CheckboxTick })),
    );
  });
});
