import { Alert, type AlertProps } from '@mantine/core';
import classes from './outcome-alert.module.css';

type OutcomeAlertProps = Omit<AlertProps, 'color' | 'classNames'> & {
  /** true: it worked (green, role status); false: it did not (red, role alert). */
  ok: boolean;
};

/** The result of something the player did, stated in words on the page (a title that says it, not
 * only a colour), readable in both colour schemes. */
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
