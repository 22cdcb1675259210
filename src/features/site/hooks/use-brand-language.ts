import { useEffect } from 'react';
import { applyBrandLanguage } from '@/lib/i18n/languages';
import { useDomainSetting } from './use-domain-setting';

export function useBrandLanguage(): void {
  const { data: settings } = useDomainSetting();
  const brandLanguage = settings?.defaultLanguage;
  useEffect(() => {
    void applyBrandLanguage(brandLanguage);
  }, [brandLanguage]);
}
