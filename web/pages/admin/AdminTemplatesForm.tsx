// The admin's 'Add template' form: picture, name, aliases, description, category, tags and the
// caption boxes drawn on the picture. Checked with the server's own rules first; the server's
// field errors show under the same fields.
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay/hooks';
import { adminTemplateSchema } from '../../../core/templates/customTemplate';
import { TEMPLATE_CATEGORIES } from '../../../core/templates/types';
import { BoxPlacementEditor } from '../../features/customTemplates/BoxPlacementEditor';
import { toBoxValues, type EditorBox } from '../../features/customTemplates/boxGeometry';
import { fieldErrorsOf, splitList, useTemplateFieldErrors, type TemplateFieldError } from '../../features/customTemplates/templateFieldErrors';
import { TemplatePictureField } from '../../features/customTemplates/TemplatePictureField';
import { useLocalPicture } from '../../features/customTemplates/useLocalPicture';
import { useUploadedPicture } from '../../features/customTemplates/useUploadedPicture';
import { stackedFormCSS } from '../../features/forms/formStyles';
import { useMutationForm } from '../../features/forms/useMutationForm';
import { categoryLabel } from '../../features/templates/templateCategories';
import { FormField, inputCSS } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import type { AdminTemplatesFormMutation } from './__generated__/AdminTemplatesFormMutation.graphql';

const labelCSS = css`
  display: grid;
  gap: ${theme.space.xs};
  font-size: 0.9rem;
  font-weight: 600;
  & > textarea,
  & > select {
    font-weight: 400;
  }
  & > span[role='alert'] {
    color: ${theme.color.destructive};
    font-weight: 400;
  }
`;

const problemCSS = css`
  color: ${theme.color.destructive};
  font-size: 0.9rem;
  font-weight: 600;
`;

/** What the panel learns of a template just added. */
type Created = { id: string; name: string };

const EMPTY = { name: '', aliases: '', description: '', category: '', tags: '' };

/** `onCreated` receives the new template (the panel shows it and refreshes its list). */
export function AdminTemplatesForm({ onCreated }: { onCreated: (template: Created) => void }) {
  const intl = useIntl();
  const id = useId();
  const { toast } = useToast();
  const [file, setFile] = useState<File | null>(null);
  const picture = useLocalPicture(file);
  const [values, setValues] = useState(EMPTY);
  const [boxes, setBoxes] = useState<EditorBox[]>([]);
  const [errors, setErrors] = useState<readonly TemplateFieldError[]>([]);
  const placed = useTemplateFieldErrors(errors, boxes);
  const { uploadIdOf, uploading } = useUploadedPicture();

  const { submit, pending } = useMutationForm<AdminTemplatesFormMutation>(
    graphql`
      mutation AdminTemplatesFormMutation($input: AdminTemplateInput!) {
        adminCreateTemplate(input: $input) {
          ... on TemplatePayload {
            template {
              id
              name
              ...AdminTemplatesEntry_template
            }
          }
          ...userErrorFields_error @alias(as: "userError")
        }
      }
    `,
    {
      field: 'adminCreateTemplate',
      form: { showServerErrors: setErrors },
      logAs: 'Adding the template failed',
      onSuccess: (result) => {
        if (!('template' in result) || !result.template) return;
        onCreated({ id: result.template.id, name: result.template.name });
        setFile(null);
        setValues(EMPTY);
        setBoxes([]);
      },
      onFailure: (text) => toast({ variant: 'destructive', title: text ?? intl.formatMessage({ id: 'CustomTemplate.failed' }) }),
    },
  );

  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const send = async () => {
    if (!file || !picture) {
      setErrors([{ field: 'picture', message: 'CustomTemplate.pictureRequired', messageId: 'CustomTemplate.pictureRequired' }]);
      return;
    }
    const input = {
      name: values.name,
      aliases: splitList(values.aliases),
      description: values.description,
      category: values.category,
      tags: splitList(values.tags),
      boxes: toBoxValues(boxes, picture.height),
    };
    const checked = adminTemplateSchema.safeParse(input);
    setErrors(checked.success ? [] : fieldErrorsOf(checked.error));
    if (!checked.success) return;
    const uploadId = await uploadIdOf(file);
    if (uploadId) submit({ input: { ...input, uploadId } });
  };

  return (
    <form
      css={stackedFormCSS}
      noValidate
      aria-label={intl.formatMessage({ id: 'AdminTemplates.formTitle' })}
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending && !uploading) void send();
      }}
    >
      <TemplatePictureField
        file={file}
        picture={picture}
        onChange={(chosen) => {
          setFile(chosen);
          setErrors((current) => current.filter((error) => error.field !== 'picture'));
        }}
        disabled={pending || uploading}
      />
      {placed.fields.picture ? (
        <p css={problemCSS} role="alert">
          {placed.fields.picture}
        </p>
      ) : null}
      <FormField label={intl.formatMessage({ id: 'AdminTemplates.name' })} required maxLength={80} error={placed.fields.name} {...field('name')} />
      <FormField
        label={intl.formatMessage({ id: 'AdminTemplates.aliases' })}
        hint={intl.formatMessage({ id: 'AdminTemplates.aliasesHint' })}
        error={placed.fields.aliases}
        {...field('aliases')}
      />
      <label css={labelCSS} htmlFor={`${id}-description`}>
        <FormattedMessage id="AdminTemplates.description" />
        <textarea
          id={`${id}-description`}
          css={inputCSS}
          rows={3}
          maxLength={300}
          required
          aria-invalid={placed.fields.description ? true : undefined}
          {...field('description')}
        />
        {placed.fields.description ? <span role="alert">{placed.fields.description}</span> : null}
      </label>
      <label css={labelCSS} htmlFor={`${id}-category`}>
        <FormattedMessage id="AdminTemplates.category" />
        <select id={`${id}-category`} css={inputCSS} required aria-invalid={placed.fields.category ? true : undefined} {...field('category')}>
          <option value="">{intl.formatMessage({ id: 'AdminTemplates.chooseCategory' })}</option>
          {TEMPLATE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(intl, category)}
            </option>
          ))}
        </select>
        {placed.fields.category ? <span role="alert">{placed.fields.category}</span> : null}
      </label>
      <FormField
        label={intl.formatMessage({ id: 'AdminTemplates.tags' })}
        hint={intl.formatMessage({ id: 'AdminTemplates.tagsHint' })}
        error={placed.fields.tags}
        {...field('tags')}
      />
      {picture ? (
        <BoxPlacementEditor
          picture={picture}
          alt={values.name.trim() || intl.formatMessage({ id: 'CustomTemplate.pictureAlt' })}
          boxes={boxes}
          onChange={setBoxes}
          roleErrors={placed.roles}
          error={placed.boxesError}
        />
      ) : null}
      <SubmitButton pending={pending || uploading} labelId="AdminTemplates.add" pendingId="AdminTemplates.submitting" />
    </form>
  );
}
