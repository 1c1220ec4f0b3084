import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './ui/displayFont';
import { detectLocale } from './i18n/detectLocale';
import { applyDocumentLanguage, loadMessages } from './i18n/loadMessages';
import { DEFAULT_LANGUAGE } from './i18n/languages';
// Importing the router creates it, which starts the first route's code and queries loading
// while the messages of the interface language download in parallel.
import './router';

const locale = detectLocale();
applyDocumentLanguage(locale);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

loadMessages(locale)
  .then((messages) => ({ locale, messages }))
  .catch(async (error: unknown) => {
    console.error(`Could not load the "${locale}" messages; falling back to English`, error);
    applyDocumentLanguage(DEFAULT_LANGUAGE);
    return { locale: DEFAULT_LANGUAGE, messages: await loadMessages(DEFAULT_LANGUAGE) };
  })
  .then(({ locale: active, messages }) => {
    const root = createRoot(container);
    // A transition: React renders the first screen in slices, yielding to the browser between
    // them, instead of one long task that blocks input (Lighthouse's Total Blocking Time).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App locale={active} messages={messages} />
        </StrictMode>,
      );
    });
  })
  .catch((error: unknown) => console.error('The app could not start', error));
