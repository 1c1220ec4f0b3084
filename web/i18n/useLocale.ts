import { useContext } from 'react';
import { LocaleContext, type LocaleApi } from './localeContext';

export function useLocale(): LocaleApi {
  const api = useContext(LocaleContext);
  if (!api) throw new Error('useLocale() needs an <I18nProvider> above it');
  return api;
}
