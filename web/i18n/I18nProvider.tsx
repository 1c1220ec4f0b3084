import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, type ResolvedIntlConfig } from 'react-intl';
import { storeLanguage } from './detectLocale';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';
import { applyDocumentLanguage, loadMessages } from './loadMessages';
import type { Messages } from './messageIds';
import { LocaleContext, type LocaleApi } from './localeContext';

type I18nProviderProps = {
  initialLocale: LanguageCode;
  initialMessages: Messages;
  children: ReactNode;
};

const onIntlError: ResolvedIntlConfig['onError'] = (error) => {
  // Every id is type-checked against en.json; a missing translation in another locale should
  // be caught by `formatjs verify`, so only log it during development.
  if (import.meta.env.DEV || error.code !== 'MISSING_TRANSLATION') console.error(error);
};

export function I18nProvider({ initialLocale, initialMessages, children }: I18nProviderProps) {
  const [active, setActive] = useState({ locale: initialLocale, messages: initialMessages });
  const [switching, setSwitching] = useState(false);

  const setLocale = useCallback(async (code: LanguageCode) => {
    storeLanguage(code);
    setSwitching(true);
    try {
      const messages = await loadMessages(code);
      setActive({ locale: code, messages });
      applyDocumentLanguage(code);
    } finally {
      setSwitching(false);
    }
  }, []);

  const api = useMemo<LocaleApi>(() => ({ locale: active.locale, setLocale, switching }), [active.locale, setLocale, switching]);

  return (
    <LocaleContext.Provider value={api}>
      <IntlProvider locale={active.locale} defaultLocale={DEFAULT_LANGUAGE} messages={active.messages} onError={onIntlError}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
