import { Checkbox, Input } from '@mantine/core';
import { useId, type CSSProperties, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import chevron from './native-select.module.css';
import { CheckboxTick } from './sprite-icon';

// The fields of a list's filters (a GET form's, or a grid's filtering in place) and the header's search: Mantine's
// TextInput, NativeSelect and Checkbox at size sm, drawn as the same elements with Mantine's own classes and variables
// (filter-fields.test.ts holds the markup equal to Mantine's). A Mantine input is five components deep (wrapper, label, input base, input,
// Box), on the server and again at hydration: without its sixteen fields, a programme list rendered 84–86 times a
// second instead of 61. These fields need none of what the components add (errors, descriptions, their own state):
// the browser submits the form, or the grid holds the values.

/** The checkbox's own root class, which `Checkbox.classes` shadows with the inline input's root. */
const CHECKBOX_ROOT = 'm_bf2d988c';

const WRAPPER_STYLE = { '--input-height': 'var(--input-height-sm)', '--input-fz': 'var(--mantine-font-size-sm)' } as CSSProperties;
const SELECT_WRAPPER_STYLE = { ...WRAPPER_STYLE, '--input-right-section-pointer-events': 'none' } as CSSProperties;
const LABEL_STYLE = { '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties;
const CHECKBOX_STYLE = {
  '--checkbox-radius': 'var(--mantine-radius-sm)',
  '--checkbox-color': 'var(--mantine-color-brand-filled)',
  '--checkbox-icon-color': 'var(--mantine-color-white)',
} as CSSProperties;

/** What a field's root may add: its own class beside Mantine's, and a fixed id instead of a generated one. */
interface FieldFrame {
  id?: string;
  className?: string;
}

function LabelledField({ id, label, className, children }: { id: string; label?: string; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `${className} ${Input.classes.root}` : Input.classes.root} data-size="sm">
      {label && (
        <label style={LABEL_STYLE} className={Input.classes.label} data-size="sm" htmlFor={id} id={`${id}-label`}>
          {label}
        </label>
      )}
      {children}
    </div>
  );
}

type TextFieldProps = FieldFrame & {
  /** Shown above the field; a field without one (the header's search) is named by its `aria-label`. */
  label?: string;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** A text field, labelled or not, as Mantine's TextInput draws it. */
export function FilterTextField({ id: fixedId, className, label, leftSection, rightSection, ...input }: TextFieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  return (
    <LabelledField id={id} label={label} className={className}>
      <div
        style={WRAPPER_STYLE}
        className={Input.classes.wrapper}
        data-variant="default"
        data-size="sm"
        data-with-left-section={leftSection ? true : undefined}
        data-with-right-section={rightSection ? true : undefined}
      >
        {leftSection && (
          <div data-position="left" className={Input.classes.section}>
            {leftSection}
          </div>
        )}
        <input className={Input.classes.input} data-variant="default" id={id} {...input} />
        {rightSection && (
          <div data-position="right" className={Input.classes.section}>
            {rightSection}
          </div>
        )}
      </div>
    </LabelledField>
  );
}

type SelectOption = string | { value: string; label: string };
type SelectFieldProps = FieldFrame & { label: string; data: SelectOption[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>;

/** A labelled native select with the chevron of components/ui/native-select.tsx, as Mantine's NativeSelect draws it. */
export function FilterSelect({ id: fixedId, className, label, data, ...select }: SelectFieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  return (
    <LabelledField id={id} label={label} className={className}>
      <div style={SELECT_WRAPPER_STYLE} className={Input.classes.wrapper} data-variant="default" data-size="sm" data-pointer="true" data-with-right-section="true">
        <select className={Input.classes.input} data-variant="default" id={id} {...select}>
          {data.map((option) => {
            const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
        <div data-position="right" className={Input.classes.section}>
          <span className={chevron.chevron} aria-hidden />
        </div>
      </div>
    </LabelledField>
  );
}

/** A checkbox with its label on the right, as Mantine's Checkbox draws it with the sprite's tick. */
export function FilterCheckbox({ label, ...input }: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'>) {
  const id = useId();
  return (
    <div style={CHECKBOX_STYLE} className={`${CHECKBOX_ROOT} ${Checkbox.classes.root}`} data-variant="filled" data-label-position="right">
      <div className={Checkbox.classes.body}>
        <div className={Checkbox.classes.inner} data-label-position="right">
          <input className={`mantine-focus-auto ${Checkbox.classes.input}`} data-with-error-styles="true" id={id} type="checkbox" {...input} />
          <CheckboxTick className={Checkbox.classes.icon} />
        </div>
        <div className={Checkbox.classes.labelWrapper}>
          <label className={`phone-target ${Checkbox.classes.label}`} htmlFor={id}>
            {label}
          </label>
        </div>
      </div>
    </div>
  );
}

/** A labelled group of checkboxes, as Mantine's Checkbox.Group draws it. */
export function FilterCheckboxGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className={Input.classes.root}>
      <div className={Input.classes.label} id={`${id}-label`}>
        {label}
      </div>
      <div role="group" aria-labelledby={`${id}-label`}>
        {children}
      </div>
    </div>
  );
}
