import { css } from '@emotion/react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { theme } from '../../ui/theme';
import { BoxFields } from './BoxFields';
import { centredBox, MAX_BOXES, type EditorBox } from './boxGeometry';
import { BoxStage } from './BoxStage';
import type { LocalPicture } from './useLocalPicture';

const editorCSS = css`
  display: grid;
  gap: ${theme.space.md};
`;

const helpCSS = css`
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

const listCSS = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${theme.space.md};
`;

const rowCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

const errorCSS = css`
  color: ${theme.color.destructive};
  font-size: 0.9rem;
  font-weight: 600;
`;

type BoxPlacementEditorProps = {
  picture: LocalPicture;
  /** The picture's text alternative (e.g. the template's name). */
  alt: string;
  boxes: readonly EditorBox[];
  onChange: (boxes: EditorBox[]) => void;
  /** Problems the form found, per box key (an empty role), and about the boxes as a whole. */
  roleErrors?: Readonly<Record<string, string>>;
  error?: string;
};

/**
 * Where a template's captions go: boxes drawn by dragging on the picture, moved by dragging, resized
 * by their corner, each with its role and optional default text. Every gesture has a keyboard way:
 * 'Add a box', arrow keys on a box, and the fields for centre and size.
 */
export function BoxPlacementEditor({ picture, alt, boxes, onChange, roleErrors, error }: BoxPlacementEditorProps) {
  const intl = useIntl();
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const focusRole = (key: string) =>
    requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>(`[data-box-fields="${key}"] [data-box-role]`)?.focus());
  const remove = (key: string) => {
    onChange(boxes.filter((box) => box.key !== key));
    setSelectedKey(null);
  };
  const add = () => {
    const box = centredBox(boxes.length);
    onChange([...boxes, box]);
    setSelectedKey(box.key);
    focusRole(box.key);
  };

  return (
    <div css={editorCSS} role="group" aria-label={intl.formatMessage({ id: 'BoxEditor.label' })}>
      <p css={helpCSS}>
        <FormattedMessage id="BoxEditor.help" />
      </p>
      <BoxStage src={picture.url} alt={alt} boxes={boxes} selectedKey={selectedKey} onSelect={setSelectedKey} onChange={onChange} onDelete={remove} />
      <div css={rowCSS}>
        <span role="status">{intl.formatMessage({ id: 'BoxEditor.count' }, { count: boxes.length, max: MAX_BOXES })}</span>
        <Button variant="secondary" onClick={add} disabled={boxes.length >= MAX_BOXES}>
          <FormattedMessage id="BoxEditor.add" />
        </Button>
      </div>
      {error ? (
        <p css={errorCSS} role="alert">
          {error}
        </p>
      ) : null}
      <div css={listCSS} ref={list}>
        {boxes.map((box, index) => (
          <BoxFields
            key={box.key}
            box={box}
            number={index + 1}
            pictureHeight={picture.height}
            selected={box.key === selectedKey}
            roleError={roleErrors?.[box.key]}
            onFocus={() => setSelectedKey(box.key)}
            onChange={(next) => onChange(boxes.map((other) => (other.key === box.key ? next : other)))}
            onDelete={() => remove(box.key)}
          />
        ))}
      </div>
    </div>
  );
}
