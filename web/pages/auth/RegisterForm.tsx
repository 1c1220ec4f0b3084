import { useIntl } from 'react-intl';
import { graphql } from 'react-relay/hooks';
import { registerFormSchema } from '../../../core/validation/account';
import { PasswordField, UsernameField } from '../../features/auth/AccountFields';
import { useAccountForm } from '../../features/auth/useAccountForm';
import { useMutationForm } from '../../features/forms/useMutationForm';
import { FormField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { useToast } from '../../ui/toast/useToast';
import type { RegisterFormMutation } from './__generated__/RegisterFormMutation.graphql';
import { authFormCSS } from './authStyles';
import { useSignedIn } from './useSignedIn';

const emptyForm = { username: '', email: '', password: '', confirmPassword: '' };

/** Account creation (the Register tab); the new user is signed in straight away. */
export function RegisterForm() {
  const intl = useIntl();
  const { toast } = useToast();
  const signedIn = useSignedIn();
  const form = useAccountForm(registerFormSchema, emptyForm);
  const fail = (description?: string) => toast({ variant: 'destructive', title: intl.formatMessage({ id: 'Auth.register.failed' }), description });
  const { onSubmit, pending } = useMutationForm<RegisterFormMutation>(
    graphql`
      mutation RegisterFormMutation($input: RegisterInput!) {
        register(input: $input) {
          ... on RegisterSuccess {
            viewer {
              id
            }
          }
          ...userErrorFields_error @alias(as: "userError")
        }
      }
    `,
    {
      field: 'register',
      form,
      logAs: 'Registration failed',
      onSuccess: () => signedIn({ title: intl.formatMessage({ id: 'Auth.register.success' }) }),
      onFailure: fail,
    },
  );

  const submit = onSubmit(() => {
    const parsed = form.validate();
    if (!parsed) return null;
    // The confirmation never leaves the browser.
    const { username, email, password } = parsed;
    return { input: { username, email: email ?? null, password } };
  });

  return (
    <form css={authFormCSS} noValidate onSubmit={submit} aria-busy={pending}>
      <UsernameField {...form.field('username')} />
      <FormField label={intl.formatMessage({ id: 'Auth.field.emailOptional' })} type="email" autoComplete="email" {...form.field('email')} />
      <PasswordField labelId="Auth.field.password" fresh {...form.field('password')} />
      <PasswordField labelId="Auth.field.confirmPassword" fresh {...form.field('confirmPassword')} />
      <SubmitButton pending={pending} labelId="Auth.register.submit" pendingId="Auth.register.pending" />
    </form>
  );
}
