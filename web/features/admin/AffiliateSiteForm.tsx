import { css } from '@emotion/react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { fieldErrors } from '../../../core/validation/account';
import { affiliateSiteSchema, type AffiliateSiteValues } from '../../../core/validation/affiliateSite';
import { useUserErrorText, type UserErrorLike } from '../auth/useUserErrorText';
import { SubmitButton } from '../../ui/SubmitButton';
import { cardCSS } from '../../ui/Card';
import { FormField, inputCSS } from '../../ui/FormField';
import { theme } from '../../ui/theme';
import type { AffiliateSiteForm_site$key } from './__generated__/AffiliateSiteForm_site.graphql';
import { ButtonLink } from '../../ui/ButtonLink';

const formCSS = css`
  ${cardCSS};
  gap: ${theme.space.md};
  max-inline-size: 640px;
`;

const fieldCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  & label {
    font-size: 0.9rem;
    font-weight: 600;
  }
  & textarea {
    min-block-size: 120px;
    resize: vertical;
  }
  & [data-error] {
    font-size: 0.85rem;
    color: ${theme.color.destructive};
  }
`;

const actionsCSS = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

type Values = { title: string; url: string; description: string; logoUrl: string };
type Field = keyof Values;
/** A field error as the server's ValidationError lists it. */
export type SiteFieldError = { readonly field: string; readonly message: string; readonly messageId: string };

const EMPTY: Values = { title: '', url: '', description: '', logoUrl: '' };

function check(values: Values): { parsed: AffiliateSiteValues | null; errors: Partial<Record<string, UserErrorLike>> } {
  const result = affiliateSiteSchema.safeParse(values);
  if (result.success) return { parsed: result.data, errors: {} };
  return { parsed: null, errors: Object.fromEntries(fieldErrors(result.error).map(({ field, messageId }) => [field, { messageId, message: messageId }])) };
}

type AffiliateSiteFormProps = {
  /** The site being edited; none for a new one. */
  site?: AffiliateSiteForm_site$key | null;
  submitId: 'AffiliateSiteForm.create' | 'AffiliateSiteForm.save';
  pending: boolean;
  /** Field errors the server sent back (the same rules, checked again). */
  serverErrors?: readonly SiteFieldError[];
  onSubmit: (values: AffiliateSiteValues) => void;
};

/**
 * Title, URL, description and logo URL with the spec's rules (core/validation/affiliateSite.ts,
 * shared with the server): checked on submit, then on every change. Cancel returns to /admin.
 */
export function AffiliateSiteForm({ site, submitId, pending, serverErrors, onSubmit }: AffiliateSiteFormProps) {
  const intl = useIntl();
  const errorText = useUserErrorText();
  const descriptionId = useId();
  const data = useFragment(
    graphql`
      fragment AffiliateSiteForm_site on AffiliateSite {
        title
        url
        description
        logoUrl
      }
    `,
    site ?? null,
  );
  const [values, setValues] = useState<Values>(data ? { title: data.title, url: data.url, description: data.description, logoUrl: data.logoUrl } : EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, UserErrorLike>>>({});
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  if (serverErrors !== shownServerErrors) {
    setShownServerErrors(serverErrors);
    if (serverErrors) setErrors(Object.fromEntries(serverErrors.map((error) => [error.field, error])));
  }

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (submitted) setErrors(check(next).errors);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const { parsed, errors: found } = check(values);
    setErrors(found);
    if (parsed) onSubmit(parsed);
  };

  const error = (name: Field) => {
    const entry = errors[name];
    return entry ? errorText(entry) : undefined;
  };
  const input = (name: Field) => ({ name, value: values[name], onChange });
  const descriptionError = error('description');

  return (
    <form css={formCSS} noValidate onSubmit={submit} aria-busy={pending}>
      <FormField label={intl.formatMessage({ id: 'AffiliateSiteForm.title' })} error={error('title')} {...input('title')} />
      <FormField
        label={intl.formatMessage({ id: 'AffiliateSiteForm.url' })}
        type="url"
        inputMode="url"
        placeholder={intl.formatMessage({ id: 'AffiliateSiteForm.urlPlaceholder' })}
        error={error('url')}
        {...input('url')}
      />
      <div css={fieldCSS}>
        <label htmlFor={descriptionId}>
          <FormattedMessage id="AffiliateSiteForm.description" />
        </label>
        <textarea
          id={descriptionId}
          css={inputCSS}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
          {...input('description')}
        />
        {descriptionError ? (
          <p id={`${descriptionId}-error`} data-error>
            {descriptionError}
          </p>
        ) : null}
      </div>
      <FormField
        label={intl.formatMessage({ id: 'AffiliateSiteForm.logoUrl' })}
        type="url"
        inputMode="url"
        placeholder={intl.formatMessage({ id: 'AffiliateSiteForm.urlPlaceholder' })}
        error={error('logoUrl')}
        {...input('logoUrl')}
      />
      <div css={actionsCSS}>
        <SubmitButton pending={pending} labelId={submitId} pendingId="AffiliateSiteForm.pending" />
        <ButtonLink to="/admin" state={{ tab: 'sites' }} variant="secondary" labelId="AffiliateSiteForm.cancel" />
      </div>
    </form>
  );
}
