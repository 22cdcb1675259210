import { PasswordInput, TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import classes from './form-field.module.css';

export interface TextFieldProps extends Omit<TextInputProps, 'error' | 'description' | 'type' | 'vars' | 'classNames' | 'styles'> {
  label: string;
  /** The field's error message; shown instead of anything else. */
  error?: string | undefined;
  /** Shown when the field is valid (docs/product.md §3: each field shows its error or its success message). */
  success?: string | undefined;
  /** Instructions shown until the field is validated. */
  hint?: string | undefined;
  type?: 'text' | 'password' | 'tel';
}

/** A labelled form field: Mantine links the label, and the error or success message through
 * aria-describedby, and sets aria-invalid. Works with react-hook-form's register (ref forwarded). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { error, success, hint, type = 'text', ...props },
  ref,
) {
  const showSuccess = error === undefined && success !== undefined;
  const shared = {
    ...props,
    ref,
    error,
    description: showSuccess ? success : hint,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
    classNames: showSuccess ? { description: classes.success } : undefined,
  };
  if (type === 'password') return <PasswordInput {...shared} />;
  return <TextInput {...shared} type={type} />;
});
