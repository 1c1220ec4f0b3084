import { createContext } from 'react';
import type { LanguageCode } from './languages';

export type LocaleApi = {
  locale: LanguageCode;
  /** Loads the language's messages, then switches the interface and stores the choice. */
  setLocale: (code: LanguageCode) => Promise<void>;
  /** True while a newly chosen language is downloading. */
  switching: boolean;
};

export const LocaleContext = createContext<LocaleApi | null>(null);
