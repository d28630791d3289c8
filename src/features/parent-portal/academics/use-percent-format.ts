import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Percentages as the spec sends them (one decimal) in the UI language: 87.5%. */
export function usePercentFormat(): (value: number) => string {
  const { i18n, t } = useTranslation();
  return useMemo(() => {
    const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
    return (value: number) => t('portalAcademics.percentValue', { value: number.format(value) });
  }, [i18n.language, t]);
}
