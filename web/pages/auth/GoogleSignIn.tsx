import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { prepareGoogleSignIn, signInWithGoogle, type FirebaseWebConfig } from '../../features/auth/googleSignIn';
import { asUserError, useUserErrorText } from '../../features/auth/useUserErrorText';
import { Button } from '../../ui/Button';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import type { GoogleSignInMutation } from './__generated__/GoogleSignInMutation.graphql';
import { useSignedIn } from './useSignedIn';

const sectionCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

const dividerCSS = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.color.textMuted};
  font-size: 0.8rem;
  text-transform: uppercase;
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-block-start: 1px solid ${theme.color.border};
  }
`;

const canceledCSS = css`
  font-size: 0.9rem;
  color: ${theme.color.textMuted};
  text-align: center;
`;

/** Google sign-in through the Firebase popup; only rendered when the server configured Firebase. */
export function GoogleSignIn({ config }: { config: FirebaseWebConfig }) {
  const intl = useIntl();
  const { toast } = useToast();
  const errorText = useUserErrorText();
  const signedIn = useSignedIn();
  const [connecting, setConnecting] = useState(false);
  useEffect(() => prepareGoogleSignIn(config), [config]);
  const [canceled, setCanceled] = useState(false);
  const [commit] = useMutation<GoogleSignInMutation>(graphql`
    mutation GoogleSignInMutation($input: SignInWithFirebaseInput!) {
      signInWithFirebase(input: $input) {
        __typename
        ... on SignInWithFirebaseSuccess {
          viewer {
            id
          }
        }
        ... on UserError {
          message
          messageId
        }
        ... on TooManyAttemptsError {
          retryAfterSeconds
        }
      }
    }
  `);

  const fail = (description?: string) => {
    setConnecting(false);
    toast({ variant: 'destructive', title: intl.formatMessage({ id: 'Auth.google.failed' }), description });
  };

  const onClick = async () => {
    setCanceled(false);
    setConnecting(true);
    let outcome;
    try {
      outcome = await signInWithGoogle(config);
    } catch (error) {
      console.error('Google login failed', error);
      fail();
      return;
    }
    if (outcome.kind === 'canceled') {
      setConnecting(false);
      setCanceled(true);
      return;
    }
    commit({
      variables: { input: { idToken: outcome.idToken } },
      onCompleted: ({ signInWithFirebase: result }) => {
        if (result.viewer) {
          void signedIn({ title: intl.formatMessage({ id: 'Auth.google.success' }) }).finally(() => setConnecting(false));
          return;
        }
        const userError = asUserError(result);
        fail(userError ? errorText(userError) : undefined);
      },
      onError: (error) => {
        console.error('Failed to authenticate with server', error);
        fail();
      },
    });
  };

  return (
    <div css={sectionCSS}>
      <p css={dividerCSS}>
        <FormattedMessage id="Auth.or" />
      </p>
      <Button variant="secondary" disabled={connecting} onClick={() => void onClick()}>
        <GoogleMark />
        <FormattedMessage id={connecting ? 'Auth.google.pending' : 'Auth.google.submit'} />
      </Button>
      <p css={canceledCSS} role="status">
        {canceled ? <FormattedMessage id="Auth.google.canceled" /> : null}
      </p>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden focusable="false" width={18} height={18} viewBox="0 0 24 24">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 01-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0012 24z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 010-4.6V6.6H1.3a12 12 0 000 10.8l4-3.1z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 001.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
    </svg>
  );
}
