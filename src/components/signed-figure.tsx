import type { ReactNode } from 'react';
import { signOf } from '@/lib/money';
import classes from './signed-figure.module.css';

interface SignedFigureProps {
  value: number;
  /** Writes the sign out (+1,500 / −₹20 loss): the colour only repeats it. */
  children: ReactNode;
  className?: string;
  testId?: string;
}

export function SignedFigure({ value, children, className, testId }: SignedFigureProps) {
  return (
    <span className={className ? `${classes.figure} ${className}` : classes.figure} data-sign={signOf(value)} data-testid={testId}>
      {children}
    </span>
  );
}
