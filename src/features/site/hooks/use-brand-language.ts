import { useEffect } from 'react';
import { applyBrandLanguage } from '@/lib/i18n/languages';
import { useDomainSetting } from './use-domain-setting';

/** The brand's default language (its domain settings), until the player chooses one (docs/i18n.md). */
export function useBrandLanguage(): void {
  const { data: settings } = useDomainSetting();
  const brandLanguage = settings?.defaultLanguage;
  useEffect(() => {
    void applyBrandLanguage(brandLanguage);
  }, [brandLanguage]);
}
