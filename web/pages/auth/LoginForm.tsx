import { useIntl } from 'react-intl';
import { graphql } from 'react-relay/hooks';
import { loginSchema } from '../../../core/validation/account';
import { PasswordField, UsernameField } from '../../features/auth/AccountFields';
import { useAccountForm } from '../../features/auth/useAccountForm';
import { useMutationForm } from '../../features/forms/useMutationForm';
import { SubmitButton } from '../../ui/SubmitButton';
import { useToast } from '../../ui/toast/useToast';
import type { LoginFormMutation } from './__generated__/LoginFormMutation.graphql';
import { authFormCSS } from './authStyles';
import { useSignedIn } from './useSignedIn';

/** Username and password sign-in (the Login tab). */
export function LoginForm() {
  const intl = useIntl();
  const { toast } = useToast();
  const signedIn = useSignedIn();
  const form = useAccountForm(loginSchema, { username: '', password: '' });
  const fail = (description?: string) => toast({ variant: 'destructive', title: intl.formatMessage({ id: 'Auth.login.failed' }), description });
  const { onSubmit, pending } = useMutationForm<LoginFormMutation>(
    graphql`
      mutation LoginFormMutation($input: LoginInput!) {
        login(input: $input) {
          ... on LoginSuccess {
            viewer {
              id
              username
            }
          }
          ...userErrorFields_error @alias(as: "userError")
        }
      }
    `,
    {
      field: 'login',
      form,
      logAs: 'Login failed',
      onSuccess: ({ viewer }) =>
        viewer &&
        signedIn({
          title: intl.formatMessage({ id: 'Auth.login.success' }),
          description: intl.formatMessage({ id: 'Auth.login.welcomeBack' }, { username: viewer.username }),
        }),
      onFailure: fail,
    },
  );

  const submit = onSubmit(() => {
    const input = form.validate();
    return input && { input };
  });

  return (
    <form css={authFormCSS} noValidate onSubmit={submit} aria-busy={pending}>
      <UsernameField {...form.field('username')} />
      <PasswordField labelId="Auth.field.password" {...form.field('password')} />
      <SubmitButton pending={pending} labelId="Auth.login.submit" pendingId="Auth.login.pending" />
    </form>
  );
}
