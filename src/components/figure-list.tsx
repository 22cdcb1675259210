import classes from './figure-list.module.css';

export interface Figure {
  label: string;
  value: string;
  /** For tests and the header's twin figures. */
  testId?: string;
}

interface FigureListProps {
  figures: readonly Figure[];
}

/** Named figures (balance, exposure…) as a description list: each value is read with its name. */
export function FigureList({ figures }: FigureListProps) {
  return (
    <dl className={classes.figures}>
      {figures.map((figure) => (
        <div key={figure.label} className={classes.figure}>
          <dt>{figure.label}</dt>
          <dd data-testid={figure.testId}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
