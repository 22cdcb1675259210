import { PasswordInput, TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import classes from './form-field.module.css';

export interface TextFieldProps extends Omit<TextInputProps, 'error' | 'description' | 'type' | 'vars' | 'classNames' | 'styles'> {
  label: string;
  error?: string | undefined;
  /** Shown when valid (docs/product.md §3). */
  success?: string | undefined;
  hint?: string | undefined;
  type?: 'text' | 'password' | 'tel';
}

/** Mantine links the label and the message (aria-describedby) and sets aria-invalid. */
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
