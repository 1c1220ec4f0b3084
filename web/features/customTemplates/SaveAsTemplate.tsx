// 'Save as template' on the upload page: the uploaded picture, boxes drawn on it and a name make a
// private template, listed under 'My templates' in every picker.
import { css } from '@emotion/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay/hooks';
import { Link } from 'react-router';
import { myTemplateSchema } from '../../../core/templates/customTemplate';
import { Button } from '../../ui/Button';
import { cardCSS } from '../../ui/Card';
import { Dialog, dialogActionsCSS } from '../../ui/Dialog';
import { FormField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { stackCSS } from '../../ui/stack';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import { TemplateIcon } from '../../ui/icons';
import { useMutationForm } from '../forms/useMutationForm';
import type { SaveAsTemplateMutation } from './__generated__/SaveAsTemplateMutation.graphql';
import { BoxPlacementEditor } from './BoxPlacementEditor';
import { toBoxValues, type EditorBox } from './boxGeometry';
import { fieldErrorsOf, useTemplateFieldErrors, type TemplateFieldError } from './templateFieldErrors';
import { useLocalPicture } from './useLocalPicture';
import { useUploadedPicture } from './useUploadedPicture';

const savedCSS = css`
  ${cardCSS};
  border-color: ${theme.color.success};
  & a {
    color: ${theme.color.accent};
    text-decoration: underline;
  }
`;

const formCSS = css`
  ${stackCSS.md};
  margin-block-start: ${theme.space.md};
`;

type Saved = { id: string; name: string };

/** The button (signed-in users with a picture chosen), its dialog, and the message once saved. */
export function SaveAsTemplate({ file, disabled }: { file: File; disabled?: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  return (
    <div css={stackCSS.sm}>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={disabled}>
        <TemplateIcon size={18} />
        <FormattedMessage id="SaveAsTemplate.open" />
      </Button>
      {saved ? (
        <p css={savedCSS} role="status">
          <FormattedMessage id="SaveAsTemplate.saved" values={{ name: saved.name }} />{' '}
          <Link to={`/template-editor?template=${encodeURIComponent(saved.id)}`}>
            <FormattedMessage id="CustomTemplate.use" />
          </Link>
        </p>
      ) : null}
      {/* In a portal: the upload page's inputs sit in the Generate form, and forms do not nest. */}
      {createPortal(
        <Dialog open={open} onClose={() => setOpen(false)} size="lg" title={intl.formatMessage({ id: 'SaveAsTemplate.open' })}>
          {open ? (
            <SaveForm
              file={file}
              onCancel={() => setOpen(false)}
              onSaved={(template) => {
                setSaved(template);
                setOpen(false);
              }}
            />
          ) : null}
        </Dialog>,
        document.body,
      )}
    </div>
  );
}

function SaveForm({ file, onCancel, onSaved }: { file: File; onCancel: () => void; onSaved: (template: Saved) => void }) {
  const intl = useIntl();
  const { toast } = useToast();
  const picture = useLocalPicture(file);
  const [name, setName] = useState('');
  const [boxes, setBoxes] = useState<EditorBox[]>([]);
  const [errors, setErrors] = useState<readonly TemplateFieldError[]>([]);
  const placed = useTemplateFieldErrors(errors, boxes);
  const { uploadIdOf, uploading } = useUploadedPicture();
  const { submit, pending } = useMutationForm<SaveAsTemplateMutation>(
    graphql`
      mutation SaveAsTemplateMutation($input: MyTemplateInput!) {
        saveMyTemplate(input: $input) {
          ... on TemplatePayload {
            template {
              id
              name
            }
          }
          ...userErrorFields_error @alias(as: "userError")
        }
      }
    `,
    {
      field: 'saveMyTemplate',
      form: { showServerErrors: setErrors },
      logAs: 'Saving the template failed',
      onSuccess: (result) => {
        if ('template' in result && result.template) onSaved({ id: result.template.id, name: result.template.name });
      },
      onFailure: (text) => toast({ variant: 'destructive', title: text ?? intl.formatMessage({ id: 'CustomTemplate.failed' }) }),
    },
  );

  const send = async () => {
    if (!picture) return;
    const input = { name, boxes: toBoxValues(boxes, picture.height) };
    const checked = myTemplateSchema.safeParse(input);
    setErrors(checked.success ? [] : fieldErrorsOf(checked.error));
    if (!checked.success) return;
    const uploadId = await uploadIdOf(file);
    if (uploadId) submit({ input: { ...input, uploadId } });
  };

  return (
    <form
      css={formCSS}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // React passes events up through portals: the page's Generate form must not see this one.
        event.stopPropagation();
        if (!pending && !uploading) void send();
      }}
    >
      <FormField
        label={intl.formatMessage({ id: 'SaveAsTemplate.name' })}
        value={name}
        maxLength={80}
        required
        error={placed.fields.name}
        onChange={(event) => setName(event.target.value)}
      />
      {picture ? (
        <BoxPlacementEditor
          picture={picture}
          alt={name.trim() || intl.formatMessage({ id: 'CustomTemplate.pictureAlt' })}
          boxes={boxes}
          onChange={setBoxes}
          roleErrors={placed.roles}
          error={placed.boxesError}
        />
      ) : null}
      <div css={dialogActionsCSS}>
        <Button variant="secondary" onClick={onCancel}>
          <FormattedMessage id="CustomTemplate.cancel" />
        </Button>
        <SubmitButton pending={pending || uploading} labelId="SaveAsTemplate.submit" pendingId="SaveAsTemplate.submitting" />
      </div>
    </form>
  );
}
