import { Alert, type AlertProps } from '@mantine/core';
import classes from './outcome-alert.module.css';

type OutcomeAlertProps = Omit<AlertProps, 'color' | 'classNames'> & {
  ok: boolean;
};

/** Stated in words, not only a colour. */
export function OutcomeAlert({ ok, ...props }: OutcomeAlertProps) {
  return (
    <Alert
      color={ok ? 'green' : 'red'}
      variant="outline"
      role={ok ? 'status' : 'alert'}
      classNames={{ title: classes.text, message: classes.text }}
      {...props}
    />
  );
}
