import { useId } from 'react';
import { languages, switchLanguage } from '@/lib/i18n/languages';
import { useLingui } from '@/hooks/use-lingui';
import classes from './language-switch.module.css';

/** Both languages, for a player who cannot read the one on screen. */
export const LANGUAGE_SWITCH_NAME = 'Language / भाषा';

export function LanguageSwitch({ showLabel = false }: { showLabel?: boolean }) {
  const { locale } = useLingui();
  const id = useId();
  return (
    <div className={classes.switch}>
      <label htmlFor={id} className={showLabel ? classes.label : classes.hidden}>
        {LANGUAGE_SWITCH_NAME}
      </label>
      <select
        id={id}
        className={classes.select}
        value={locale}
        data-testid="language-switch"
        // A catalogue that cannot load leaves the words, and this select, as they were.
        onChange={(event) => void switchLanguage(event.currentTarget.value).catch(() => undefined)}
      >
        {languages
          .filter((language) => !language.testOnly || language.code === locale)
          .map((language) => (
            <option key={language.code} value={language.code} lang={language.code === 'pseudo' ? 'en' : language.code}>
              {language.name}
            </option>
          ))}
      </select>
    </div>
  );
}
