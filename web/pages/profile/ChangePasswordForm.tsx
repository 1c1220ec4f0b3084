import { useIntl } from 'react-intl';
import { graphql } from 'react-relay/hooks';
import { changePasswordFormSchema } from '../../../core/validation/account';
import { PasswordField } from '../../features/auth/AccountFields';
import { useAccountForm } from '../../features/auth/useAccountForm';
import { stackedFormCSS } from '../../features/forms/formStyles';
import { useMutationForm } from '../../features/forms/useMutationForm';
import { SubmitButton } from '../../ui/SubmitButton';
import { useToast } from '../../ui/toast/useToast';
import type { ChangePasswordFormMutation } from './__generated__/ChangePasswordFormMutation.graphql';
import { SettingsCard } from './SettingsCard';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the spec's rules in the browser, then the server's check of the current one. */
export function ChangePasswordForm() {
  const intl = useIntl();
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
    <SettingsCard titleId="ChangePassword.title">
      <form css={stackedFormCSS} noValidate onSubmit={submit} aria-busy={pending}>
        <PasswordField labelId="ChangePassword.current" {...form.field('currentPassword')} />
        <PasswordField labelId="ChangePassword.new" fresh hint={intl.formatMessage({ id: 'ChangePassword.hint' })} {...form.field('newPassword')} />
        <PasswordField labelId="ChangePassword.confirm" fresh {...form.field('confirmPassword')} />
        <SubmitButton pending={pending} labelId="ChangePassword.submit" pendingId="ChangePassword.pending" />
      </form>
    </SettingsCard>
  );
}
