import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { loginSchema } from '../../../core/validation/account';
import { useAccountForm } from '../../features/auth/useAccountForm';
import { asUserError, useUserErrorText } from '../../features/auth/useUserErrorText';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { useToast } from '../../ui/toast/useToast';
import type { LoginFormMutation } from './__generated__/LoginFormMutation.graphql';
import { authFormCSS } from './authStyles';
import { useSignedIn } from './useSignedIn';

/** Username and password sign-in (the Login tab). */
export function LoginForm() {
  const intl = useIntl();
  const { toast } = useToast();
  const errorText = useUserErrorText();
  const signedIn = useSignedIn();
  const form = useAccountForm(loginSchema, { username: '', password: '' });
  const [finishing, setFinishing] = useState(false);
  const [commit, inFlight] = useMutation<LoginFormMutation>(graphql`
    mutation LoginFormMutation($input: LoginInput!) {
      login(input: $input) {
        __typename
        ... on LoginSuccess {
          viewer {
            id
            username
          }
        }
        ... on UserError {
          message
          messageId
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
            messageId
          }
        }
        ... on TooManyAttemptsError {
          retryAfterSeconds
        }
      }
    }
  `);
  const pending = inFlight || finishing;

  const fail = (description?: string) =>
    toast({ variant: 'destructive', title: intl.formatMessage({ id: 'Auth.login.failed' }), description });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const input = form.validate();
    if (!input) return;
    commit({
      variables: { input },
      onCompleted: ({ login: result }) => {
        if (result.viewer) {
          const { username } = result.viewer;
          setFinishing(true);
          void signedIn({
            title: intl.formatMessage({ id: 'Auth.login.success' }),
            description: intl.formatMessage({ id: 'Auth.login.welcomeBack' }, { username }),
          }).finally(() => setFinishing(false));
          return;
        }
        if (result.fieldErrors) form.showServerErrors(result.fieldErrors);
        const userError = asUserError(result);
        fail(userError ? errorText(userError) : undefined);
      },
      onError: (error) => {
        console.error('Login failed', error);
        fail();
      },
    });
  };

  const error = (name: keyof typeof form.errors) => {
    const entry = form.errors[name];
    return entry ? errorText(entry) : undefined;
  };

  return (
    <form css={authFormCSS} noValidate onSubmit={onSubmit} aria-busy={pending}>
      <FormField
        label={intl.formatMessage({ id: 'Auth.field.username' })}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={error('username')}
        {...form.field('username')}
      />
      <FormField
        label={intl.formatMessage({ id: 'Auth.field.password' })}
        type="password"
        autoComplete="current-password"
        error={error('password')}
        {...form.field('password')}
      />
      <Button type="submit" disabled={pending}>
        <FormattedMessage id={pending ? 'Auth.login.pending' : 'Auth.login.submit'} />
      </Button>
    </form>
  );
}
