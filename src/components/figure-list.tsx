import classes from './figure-list.module.css';

export interface Figure {
  label: string;
  value: string;
  testId?: string;
}

interface FigureListProps {
  figures: readonly Figure[];
}

/** A description list, so each value is read with its name. */
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
