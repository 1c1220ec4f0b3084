import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay/hooks';
import { changePasswordFormSchema } from '../../../core/validation/account';
import { useAccountForm } from '../../features/auth/useAccountForm';
import { stackedFormCSS } from '../../features/forms/formStyles';
import { useMutationForm } from '../../features/forms/useMutationForm';
import { Button } from '../../ui/Button';
import { cardCSS } from '../../ui/Card';
import { FormField } from '../../ui/FormField';
import { useToast } from '../../ui/toast/useToast';
import type { ChangePasswordFormMutation } from './__generated__/ChangePasswordFormMutation.graphql';
import { cardTitleCSS } from './settingsStyles';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the spec's rules in the browser, then the server's check of the current one. */
export function ChangePasswordForm() {
  const intl = useIntl();
  const titleId = useId();
  const { toast } = useToast();
  const form = useAccountForm(changePasswordFormSchema, emptyForm);
  const { onSubmit, pending } = useMutationForm<ChangePasswordFormMutation>(
    graphql`
      mutation ChangePasswordFormMutation($input: ChangePasswordInput!) {
        changePassword(input: $input) {
          ... on ChangePasswordSuccess {
            viewer {
              id
            }
          }
          ...userErrorFields_error @alias(as: "userError")
        }
      }
    `,
    {
      field: 'changePassword',
      form,
      logAs: 'Password change failed',
      onSuccess: () => {
        form.reset();
        toast({
          variant: 'success',
          title: intl.formatMessage({ id: 'ChangePassword.successTitle' }),
          description: intl.formatMessage({ id: 'ChangePassword.successDescription' }),
        });
      },
      onFailure: (description) =>
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'ChangePassword.failedTitle' }),
          description: description ?? intl.formatMessage({ id: 'ChangePassword.failedDescription' }),
        }),
    },
  );

  const submit = onSubmit(() => {
    const parsed = form.validate();
    return parsed && { input: { currentPassword: parsed.currentPassword, newPassword: parsed.newPassword } };
  });

  return (
    <section css={cardCSS} aria-labelledby={titleId}>
      <h2 id={titleId} css={cardTitleCSS}>
        <FormattedMessage id="ChangePassword.title" />
      </h2>
      <form css={stackedFormCSS} noValidate onSubmit={submit} aria-busy={pending}>
        <FormField
          label={intl.formatMessage({ id: 'ChangePassword.current' })}
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <FormField
          label={intl.formatMessage({ id: 'ChangePassword.new' })}
          type="password"
          autoComplete="new-password"
          hint={intl.formatMessage({ id: 'ChangePassword.hint' })}
          {...form.field('newPassword')}
        />
        <FormField
          label={intl.formatMessage({ id: 'ChangePassword.confirm' })}
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" disabled={pending}>
          <FormattedMessage id={pending ? 'ChangePassword.pending' : 'ChangePassword.submit'} />
        </Button>
      </form>
    </section>
  );
}
