import { css } from '@emotion/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { CloseIcon, UploadIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import { visuallyHiddenCSS } from '../../ui/VisuallyHidden';
import { useGenerationToasts } from './generationToasts';
import { checkImageFile, type FileProblem } from './uploadImage';

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
  &[data-dragging='true'] {
    border-color: ${theme.color.accent};
    border-style: solid;
  }
`;

const problemCSS = css`
  margin-block-start: ${theme.space.xs};
  color: ${theme.color.destructive};
  font-size: 0.9rem;
  font-weight: 600;
`;

const PROBLEM_TEXT = {
  invalidFileType: 'GenerationError.invalidFileType',
  fileTooLarge: 'GenerationError.fileTooLarge',
} as const;

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
 * Click to choose (or drop) an image (JPEG, PNG or GIF; images only by their first bytes, at most
 * 5 MB, else the spec's toast and the same words under the area, before any preview), then a
 * preview with a remove button.
 */
export function ImageUploadArea({ file, onChange, disabled }: ImageUploadAreaProps) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const toasts = useGenerationToasts('meme');
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [dragging, setDragging] = useState(false);
  // Only the latest choice counts when checks of two files overlap.
  const latest = useRef(0);

  const choose = async (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const attempt = ++latest.current;
    const found = await checkImageFile(chosen);
    if (attempt !== latest.current) return;
    if (found) {
      setProblem(found);
      toasts.problem(found);
      return;
    }
    setProblem(null);
    onChange(chosen);
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
    <div>
      <label
        htmlFor={id}
        css={areaCSS}
        data-dragging={dragging}
        onDragOver={(event) => {
          if (disabled || !event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          setDragging(false);
          if (disabled) return;
          event.preventDefault();
          void choose(event.dataTransfer.files[0]);
        }}
      >
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
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </label>
      {problem ? (
        <p id={`${id}-problem`} css={problemCSS} role="alert">
          <FormattedMessage id={PROBLEM_TEXT[problem]} />
        </p>
      ) : null}
    </div>
  );
}
