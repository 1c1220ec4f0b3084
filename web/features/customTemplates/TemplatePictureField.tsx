import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { theme } from '../../ui/theme';
import { ImageUploadArea } from '../generation/ImageUploadArea';
import type { LocalPicture } from './useLocalPicture';

const rowCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

type TemplatePictureFieldProps = {
  file: File | null;
  picture: LocalPicture | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
};

/**
 * The template's picture: the upload area until one is chosen (checked like every upload), then
 * whether it is static or animated and a way to choose another; the box editor shows the picture.
 */
export function TemplatePictureField({ file, picture, onChange, disabled }: TemplatePictureFieldProps) {
  if (!file) return <ImageUploadArea file={null} onChange={onChange} disabled={disabled} />;
  return (
    <div css={rowCSS}>
      <span>
        <FormattedMessage id={picture?.animated ? 'CustomTemplate.animated' : 'CustomTemplate.static'} values={{ name: file.name }} />
      </span>
      <Button variant="secondary" onClick={() => onChange(null)} disabled={disabled}>
        <FormattedMessage id="CustomTemplate.otherPicture" />
      </Button>
    </div>
  );
}
