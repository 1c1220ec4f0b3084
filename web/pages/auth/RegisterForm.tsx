import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { registerFormSchema } from '../../../core/validation/account';
import { useAccountForm } from '../../features/auth/useAccountForm';
import { asUserError, useUserErrorText } from '../../features/auth/useUserErrorText';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { useToast } from '../../ui/toast/useToast';
import type { RegisterFormMutation } from './__generated__/RegisterFormMutation.graphql';
import { authFormCSS } from './authStyles';
import { useSignedIn } from './useSignedIn';

const emptyForm = { username: '', email: '', password: '', confirmPassword: '' };

/** Account creation (the Register tab); the new user is signed in straight away. */
export function RegisterForm() {
  const intl = useIntl();
  const { toast } = useToast();
  const errorText = useUserErrorText();
  const signedIn = useSignedIn();
  const form = useAccountForm(registerFormSchema, emptyForm);
  const [finishing, setFinishing] = useState(false);
  const [commit, inFlight] = useMutation<RegisterFormMutation>(graphql`
    mutation RegisterFormMutation($input: RegisterInput!) {
      register(input: $input) {
        __typename
        ... on RegisterSuccess {
          viewer {
            id
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
    toast({ variant: 'destructive', title: intl.formatMessage({ id: 'Auth.register.failed' }), description });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = form.validate();
    if (!parsed) return;
    // The confirmation never leaves the browser.
    const { username, email, password } = parsed;
    commit({
      variables: { input: { username, email: email ?? null, password } },
      onCompleted: ({ register: result }) => {
        if (result.viewer) {
          setFinishing(true);
          void signedIn({ title: intl.formatMessage({ id: 'Auth.register.success' }) }).finally(() =>
            setFinishing(false),
          );
          return;
        }
        if (result.fieldErrors) form.showServerErrors(result.fieldErrors);
        const userError = asUserError(result);
        fail(userError ? errorText(userError) : undefined);
      },
      onError: (error) => {
        console.error('Registration failed', error);
        fail();
      },
    });
  };

  const error = (name: keyof typeof emptyForm) => {
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
        label={intl.formatMessage({ id: 'Auth.field.emailOptional' })}
        type="email"
        autoComplete="email"
        error={error('email')}
        {...form.field('email')}
      />
      <FormField
        label={intl.formatMessage({ id: 'Auth.field.password' })}
        type="password"
        autoComplete="new-password"
        error={error('password')}
        {...form.field('password')}
      />
      <FormField
        label={intl.formatMessage({ id: 'Auth.field.confirmPassword' })}
        type="password"
        autoComplete="new-password"
        error={error('confirmPassword')}
        {...form.field('confirmPassword')}
      />
      <Button type="submit" disabled={pending}>
        <FormattedMessage id={pending ? 'Auth.register.pending' : 'Auth.register.submit'} />
      </Button>
    </form>
  );
}
