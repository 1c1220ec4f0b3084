import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './ui/displayFont';
import { detectLocale } from './i18n/detectLocale';
import { applyDocumentLanguage, loadMessages } from './i18n/loadMessages';
import { DEFAULT_LANGUAGE } from './i18n/languages';
// Importing the router creates it, which starts the first route's code and queries loading
// while the messages of the interface language download in parallel.
import { router } from './router';
import { firstScreenReady } from './shell/firstScreenReady';
import { writeLanguageCookie } from './shell/languageCookie';

const locale = detectLocale();
applyDocumentLanguage(locale);

// The server draws the HTML shell in the language of this cookie: keep it on the language shown,
// now and whenever the visitor picks another (applyDocumentLanguage sets <html lang>).
writeLanguageCookie(locale);
new MutationObserver(() => writeLanguageCookie(document.documentElement.lang)).observe(document.documentElement, { attributeFilter: ['lang'] });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const messagesReady = loadMessages(locale)
  .then((messages) => ({ locale, messages }))
  .catch(async (error: unknown) => {
    console.error(`Could not load the "${locale}" messages; falling back to English`, error);
    applyDocumentLanguage(DEFAULT_LANGUAGE);
    return { locale: DEFAULT_LANGUAGE, messages: await loadMessages(DEFAULT_LANGUAGE) };
  });

// The HTML shell in #root stays until React's first commit replaces it, which waits for the page
// to be ready: no blank or spinner-only frame between the shell and the page.
Promise.all([messagesReady, firstScreenReady(router)])
  .then(([{ locale: active, messages }]) => {
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
