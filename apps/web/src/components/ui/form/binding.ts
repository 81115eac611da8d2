import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldId } from './field-parts.tsx';

/** How a field holds its value: registered with react-hook-form, or held by the page itself
 * (`value` and `onChange`), as a form checked by hand does. */
export type FieldBinding<T> =
  | {
      registration: UseFormRegisterReturn;
      value?: never;
      onChange?: never;
      onBlur?: never;
      name?: never;
    }
  | {
      registration?: never;
      value: T;
      onChange: (value: T) => void;
      onBlur?: () => void;
      /** The control's name; a group of radios needs one, and it defaults to the field's id. */
      name?: string;
    };

/** Where a field's id comes from: its dotted form path ('agent.email' → 'agent-email'), or an
 * id given as it is. The error summary links to it. */
export type FieldName = { path: string; id?: never } | { id: string; path?: never };

export function idOfField(name: FieldName): string {
  return name.id ?? fieldId(name.path ?? '');
}

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The props that bind a text box, text area or select to its value. */
export function textBinding(binding: FieldBinding<string>) {
  if (binding.registration) return binding.registration;
  const { onChange, onBlur } = binding;
  return {
    name: binding.name,
    value: binding.value,
    onChange: (event: ChangeEvent<TextControl>) => onChange(event.target.value),
    onBlur,
  };
}

/** aria-invalid for a control whose field has an error. */
export function invalidIf(error: string | undefined): true | undefined {
  return error ? true : undefined;
}
