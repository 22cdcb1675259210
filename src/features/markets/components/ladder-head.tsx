import { useLingui } from '@lingui/react/macro';
import classes from './ladder.module.css';

/** Back and lay in words, not only colour. */
export function LadderHead() {
  const { t } = useLingui();
  return (
    <div role="rowgroup" className={classes.head}>
      <div role="row" aria-rowindex={1} className={classes.headRow}>
        <div role="columnheader" data-side="back" aria-label={t`Your back orders`}>
          {t`My back`}
        </div>
        <div role="columnheader" data-side="back">
          {t({ message: 'Back', context: 'bet side' })}
        </div>
        <div role="columnheader">{t`Odds`}</div>
        <div role="columnheader" data-side="lay">
          {t({ message: 'Lay', context: 'bet side' })}
        </div>
        <div role="columnheader" data-side="lay" aria-label={t`Your lay orders`}>
          {t`My lay`}
        </div>
        <div role="columnheader">{t`Traded`}</div>
      </div>
    </div>
  );
}
