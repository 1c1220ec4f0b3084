import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds';
import { FormField } from '../../ui/FormField';

type AccountFieldProps = Omit<ComponentProps<typeof FormField>, 'label' | 'type' | 'autoComplete'>;

/** The username input of the account forms: no capitals or spelling fixes added by the keyboard (names are exact). */
export function UsernameField(props: AccountFieldProps) {
  const intl = useIntl();
  return <FormField label={intl.formatMessage({ id: 'Auth.field.username' })} autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />;
}

type PasswordFieldProps = AccountFieldProps & {
  labelId: MessageId;
  /** A password being chosen (password managers then offer to generate and save one), not the one in use. */
  fresh?: boolean;
};

/** A password input of the account forms. */
export function PasswordField({ labelId, fresh, ...props }: PasswordFieldProps) {
  const intl = useIntl();
  return <FormField label={intl.formatMessage({ id: labelId })} type="password" autoComplete={fresh ? 'new-password' : 'current-password'} {...props} />;
}
