import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { cardCSS } from '../../ui/Card';
import { pageTitleCSS } from '../../ui/Page';
import { Tabs } from '../../ui/Tabs';
import { theme } from '../../ui/theme';
import { usePageTitle } from '../../ui/usePageTitle';
import type { authPageLoaderQuery as AuthPageLoaderQuery } from './__generated__/authPageLoaderQuery.graphql';
import { AuthFeatures } from './AuthFeatures';
import { authPageLoaderQuery, type AuthPageLoaderData } from './authPageLoader';
import { GoogleSignIn } from './GoogleSignIn';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

const pageCSS = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  align-items: stretch;
  gap: ${theme.space.xl};
  inline-size: 100%;
  max-inline-size: 1120px;
  margin-inline: auto;
  padding-block: ${theme.space.xl};
  padding-inline: ${theme.space.lg};
`;

const formColumnCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
`;

const introCSS = css`
  color: ${theme.color.textMuted};
`;

const panelIntroCSS = css`
  margin-block-end: ${theme.space.md};
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

/** /auth: Login and Register tabs beside what an account offers. Signed-in users never get here (RequireVisitor). */
export function AuthPage() {
  const intl = useIntl();
  const { appInfo } = usePreloadedQuery<AuthPageLoaderQuery>(authPageLoaderQuery, useLoaderData<AuthPageLoaderData>());
  usePageTitle(intl.formatMessage({ id: 'Auth.title' }), intl.formatMessage({ id: 'App.name' }));

  return (
    <div css={pageCSS}>
      <section css={formColumnCSS}>
        <header css={formColumnCSS}>
          <h1 css={pageTitleCSS}>
            <FormattedMessage id="Auth.heading" />
          </h1>
          <p css={introCSS}>
            <FormattedMessage id="Auth.subtitle" />
          </p>
        </header>
        <div css={cardCSS}>
          <Tabs
            label={intl.formatMessage({ id: 'Auth.tabsLabel' })}
            items={[
              {
                id: 'login',
                label: intl.formatMessage({ id: 'Auth.loginTab' }),
                panel: (
                  <>
                    <p css={panelIntroCSS}>
                      <FormattedMessage id="Auth.login.description" />
                    </p>
                    <LoginForm />
                  </>
                ),
              },
              {
                id: 'register',
                label: intl.formatMessage({ id: 'Auth.registerTab' }),
                panel: (
                  <>
                    <p css={panelIntroCSS}>
                      <FormattedMessage id="Auth.register.description" />
                    </p>
                    <RegisterForm />
                  </>
                ),
              },
            ]}
          />
          {appInfo.firebase ? <GoogleSignIn config={appInfo.firebase} /> : null}
        </div>
      </section>
      <AuthFeatures />
    </div>
  );
}
