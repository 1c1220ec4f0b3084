import { css } from '@emotion/react';
import { useId, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { changePasswordFormSchema } from '../../../core/validation/account';
import { useAccountForm } from '../../features/auth/useAccountForm';
import { asUserError, useUserErrorText } from '../../features/auth/useUserErrorText';
import { Button } from '../../ui/Button';
import { cardCSS } from '../../ui/Card';
import { FormField } from '../../ui/FormField';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import type { ChangePasswordFormMutation } from './__generated__/ChangePasswordFormMutation.graphql';
import { cardTitleCSS } from './settingsStyles';

const formCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  & button[type='submit'] {
    align-self: flex-start;
  }
`;

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the spec's rules in the browser, then the server's check of the current one. */
export function ChangePasswordForm() {
  const intl = useIntl();
  const titleId = useId();
  const { toast } = useToast();
  const errorText = useUserErrorText();
  const form = useAccountForm(changePasswordFormSchema, emptyForm);
  const [commit, pending] = useMutation<ChangePasswordFormMutation>(graphql`
    mutation ChangePasswordFormMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        __typename
        ... on ChangePasswordSuccess {
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

  const fail = (description?: string) =>
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'ChangePassword.failedTitle' }),
      description: description ?? intl.formatMessage({ id: 'ChangePassword.failedDescription' }),
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = form.validate();
    if (!parsed) return;
    const { currentPassword, newPassword } = parsed;
    commit({
      variables: { input: { currentPassword, newPassword } },
      onCompleted: ({ changePassword: result }) => {
        if (result.viewer) {
          form.reset();
          toast({
            variant: 'success',
            title: intl.formatMessage({ id: 'ChangePassword.successTitle' }),
            description: intl.formatMessage({ id: 'ChangePassword.successDescription' }),
          });
          return;
        }
        if (result.fieldErrors) form.showServerErrors(result.fieldErrors);
        const userError = asUserError(result);
        fail(userError ? errorText(userError) : undefined);
      },
      onError: (error) => {
        console.error('Password change failed', error);
        fail();
      },
    });
  };

  const error = (name: keyof typeof emptyForm) => {
    const entry = form.errors[name];
    return entry ? errorText(entry) : undefined;
  };

  return (
    <section css={cardCSS} aria-labelledby={titleId}>
      <h2 id={titleId} css={cardTitleCSS}>
        <FormattedMessage id="ChangePassword.title" />
      </h2>
      <form css={formCSS} noValidate onSubmit={onSubmit} aria-busy={pending}>
        <FormField
          label={intl.formatMessage({ id: 'ChangePassword.current' })}
          type="password"
          autoComplete="current-password"
          error={error('currentPassword')}
          {...form.field('currentPassword')}
        />
        <FormField
          label={intl.formatMessage({ id: 'ChangePassword.new' })}
          type="password"
          autoComplete="new-password"
          hint={intl.formatMessage({ id: 'ChangePassword.hint' })}
          error={error('newPassword')}
          {...form.field('newPassword')}
        />
        <FormField
          label={intl.formatMessage({ id: 'ChangePassword.confirm' })}
          type="password"
          autoComplete="new-password"
          error={error('confirmPassword')}
          {...form.field('confirmPassword')}
        />
        <Button type="submit" disabled={pending}>
          <FormattedMessage id={pending ? 'ChangePassword.pending' : 'ChangePassword.submit'} />
        </Button>
      </form>
    </section>
  );
}
