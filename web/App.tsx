import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider } from 'react-router';
import type { LanguageCode } from './i18n/languages';
import { I18nProvider } from './i18n/I18nProvider';
import type { Messages } from './i18n/messageIds';
import { environment } from './relay/environment';
import { router } from './router';
import { GlobalStyles } from './ui/GlobalStyles';
import { ToastProvider } from './ui/toast/ToastProvider';

type AppProvidersProps = { locale: LanguageCode; messages: Messages };

/** Everything every page relies on: Relay, i18n, global styles, toasts, the router. */
export function App({ locale, messages }: AppProvidersProps) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <I18nProvider initialLocale={locale} initialMessages={messages}>
        <GlobalStyles />
        <Toasts>
          <RouterProvider router={router} />
        </Toasts>
      </I18nProvider>
    </RelayEnvironmentProvider>
  );
}

function Toasts({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const labels = { region: intl.formatMessage({ id: 'Toast.region' }), dismiss: intl.formatMessage({ id: 'Toast.dismiss' }) };
  return <ToastProvider labels={labels}>{children}</ToastProvider>;
}
