import { css } from '@emotion/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay/hooks';
import { API_TOKEN_LIMITS, apiTokenNameSchema } from '../../../core/validation/apiToken';
import { useAccountForm } from '../../features/auth/useAccountForm';
import type { UserErrorLike } from '../../features/auth/useUserErrorText';
import { useMutationForm } from '../../features/forms/useMutationForm';
import { SubmitButton } from '../../ui/SubmitButton';
import { FormField } from '../../ui/FormField';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import type { CreateApiTokenFormMutation } from './__generated__/CreateApiTokenFormMutation.graphql';
import { updateApiTokenList } from './apiTokenStore';

const formCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  margin-block-start: ${theme.space.sm};
  & > button {
    align-self: flex-start;
  }
`;

const formErrorCSS = css`
  color: ${theme.color.destructive};
  font-size: 0.9rem;
`;

type CreateApiTokenFormProps = {
  userId: string;
  onCreated: (created: { name: string; secret: string }) => void;
};

/** The name field and "Create token": checks the name in the browser, puts the new token atop the list. */
export function CreateApiTokenForm({ userId, onCreated }: CreateApiTokenFormProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const form = useAccountForm(apiTokenNameSchema, { name: '' });
  // Errors that belong to no field, such as the 20-token limit.
  const [formError, setFormError] = useState<UserErrorLike | null>(null);
  const fail = () =>
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'ApiTokens.createFailedTitle' }),
      description: intl.formatMessage({ id: 'ApiTokens.failedDescription' }),
    });
  const { onSubmit, pending, errorText } = useMutationForm<CreateApiTokenFormMutation>(
    graphql`
      mutation CreateApiTokenFormMutation($input: CreateApiTokenInput!) {
        createApiToken(input: $input) {
          ... on CreateApiTokenSuccess {
            token
            apiToken {
              id
              name
              ...ApiTokenRow_apiToken
            }
          }
          ...userErrorFields_error @alias(as: "userError")
        }
      }
    `,
    {
      field: 'createApiToken',
      logAs: 'API token creation failed',
      updater: (store) => {
        const created = store.getRootField('createApiToken')?.getLinkedRecord('apiToken');
        if (!created) return;
        updateApiTokenList(store, userId, (tokens) => [created, ...tokens.filter((token) => token.getDataID() !== created.getDataID())]);
      },
      onSuccess: ({ token, apiToken }) => {
        if (token == null || !apiToken) return void fail();
        form.reset();
        onCreated({ name: apiToken.name, secret: token });
      },
      onFailure: (_text, error) => {
        const fieldErrors = error?.fieldErrors?.filter((entry) => entry.field === 'name') ?? [];
        if (fieldErrors.length > 0) form.showServerErrors(fieldErrors);
        else if (error) setFormError(error);
        else fail();
      },
    },
  );

  const submit = onSubmit(() => {
    setFormError(null);
    const parsed = form.validate();
    return parsed && { input: { name: parsed.name } };
  });

  return (
    <form css={formCSS} noValidate onSubmit={submit} aria-busy={pending}>
      <FormField
        label={intl.formatMessage({ id: 'ApiTokens.nameLabel' })}
        hint={intl.formatMessage({ id: 'ApiTokens.nameHint' }, { max: API_TOKEN_LIMITS.nameMax })}
        autoComplete="off"
        {...form.field('name')}
      />
      <SubmitButton pending={pending} labelId="ApiTokens.create" pendingId="ApiTokens.creating" />
      {formError ? (
        <p role="alert" css={formErrorCSS}>
          {errorText(formError)}
        </p>
      ) : null}
    </form>
  );
}
