import type { ReactNode } from 'react';
import { signOf } from '@/lib/money';
import classes from './signed-figure.module.css';

interface SignedFigureProps {
  /** The figure's value: its sign picks the colour. */
  value: number;
  /** The text, which writes the sign out (+1,500 / −₹20 loss): the colour only repeats it. */
  children: ReactNode;
  className?: string;
  testId?: string;
}

/** A profit or a loss in bold, green or red: the one look of a signed figure (positions, cash out,
 * profit and loss). */
export function SignedFigure({ value, children, className, testId }: SignedFigureProps) {
  return (
    <span className={className ? `${classes.figure} ${className}` : classes.figure} data-sign={signOf(value)} data-testid={testId}>
      {children}
    </span>
  );
}
