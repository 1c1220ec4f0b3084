import { css } from '@emotion/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { CloseIcon, UploadIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import { visuallyHiddenCSS } from '../../ui/VisuallyHidden';
import { useGenerationToasts } from './generationToasts';
import { checkImageFile } from './uploadImage';

const areaCSS = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-block-size: 160px;
  padding: ${theme.space.lg};
  border: 2px dashed ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.textMuted};
  text-align: center;
  cursor: pointer;
  &:hover,
  &:focus-within {
    border-color: ${theme.color.accent};
  }
  & strong {
    color: ${theme.color.text};
  }
`;

const previewCSS = css`
  position: relative;
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bg};
  & img {
    display: block;
    inline-size: 100%;
    max-block-size: 320px;
    object-fit: contain;
  }
  & button {
    position: absolute;
    inset-block-start: ${theme.space.sm};
    inset-inline-end: ${theme.space.sm};
  }
`;

type ImageUploadAreaProps = { file: File | null; onChange: (file: File | null) => void; disabled?: boolean };

/**
 * Click to choose an image (JPEG, PNG or GIF; images only, at most 5 MB, else the spec's toasts),
 * then a preview with a remove button.
 */
export function ImageUploadArea({ file, onChange, disabled }: ImageUploadAreaProps) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const toasts = useGenerationToasts('meme');
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkImageFile(chosen);
    if (problem) toasts.problem(problem);
    else onChange(chosen);
    if (input.current) input.current.value = '';
  };

  if (file && preview) {
    return (
      <div css={previewCSS}>
        <img src={preview} alt={intl.formatMessage({ id: 'ImageUpload.previewAlt' }, { name: file.name })} />
        <Button variant="secondary" onClick={() => onChange(null)} disabled={disabled} aria-label={intl.formatMessage({ id: 'ImageUpload.remove' })}>
          <CloseIcon size={16} />
        </Button>
      </div>
    );
  }
  return (
    <label htmlFor={id} css={areaCSS}>
      <UploadIcon size={32} />
      <strong>
        <FormattedMessage id="ImageUpload.choose" />
      </strong>
      <span>
        <FormattedMessage id="ImageUpload.hint" />
      </span>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        css={visuallyHiddenCSS}
        disabled={disabled}
        onChange={(event) => choose(event.target.files?.[0])}
      />
    </label>
  );
}
