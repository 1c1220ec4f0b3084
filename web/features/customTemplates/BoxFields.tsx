import { css } from '@emotion/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { FormField, inputCSS } from '../../ui/FormField';
import { theme } from '../../ui/theme';
import { boxCentre, fontSizeFor, placeBox, type EditorBox } from './boxGeometry';

const fieldsetCSS = css`
  display: grid;
  gap: ${theme.space.sm};
  min-inline-size: 0;
  margin: 0;
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  &[data-selected='true'] {
    border-color: ${theme.color.accent};
  }
  & > legend {
    padding-inline: ${theme.space.xs};
    font-weight: 700;
  }
`;

// Four small number fields side by side, two by two on a phone.
const placeCSS = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(110px, 1fr));
  gap: ${theme.space.sm};
  & label {
    display: grid;
    gap: ${theme.space.xs};
    font-size: 0.85rem;
    font-weight: 600;
  }
`;

const footCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

type BoxFieldsProps = {
  box: EditorBox;
  number: number;
  pictureHeight: number;
  selected: boolean;
  /** a problem with this box's role, from the browser's check or the server */
  roleError?: string;
  onChange: (box: EditorBox) => void;
  onDelete: () => void;
  onFocus: () => void;
};

/** One box's fields: role, default text, centre and size in percent, the font size they give, Delete. */
export function BoxFields({ box, number, pictureHeight, selected, roleError, onChange, onDelete, onFocus }: BoxFieldsProps) {
  const intl = useIntl();
  const id = useId();
  const centre = boxCentre(box);
  const number100 = (name: 'x' | 'y' | 'width' | 'height', value: number, labelId: 'BoxEditor.x' | 'BoxEditor.y' | 'BoxEditor.width' | 'BoxEditor.height') => (
    <label htmlFor={`${id}-${name}`}>
      <FormattedMessage id={labelId} />
      <input
        id={`${id}-${name}`}
        css={inputCSS}
        type="number"
        min={0}
        max={100}
        step={0.5}
        value={value}
        onChange={(event) => {
          const typed = event.target.valueAsNumber;
          if (Number.isFinite(typed)) onChange(placeBox(box, { [name]: typed }));
        }}
      />
    </label>
  );
  return (
    <fieldset css={fieldsetCSS} data-selected={selected} data-box-fields={box.key} onFocus={onFocus}>
      <legend>{intl.formatMessage({ id: 'BoxEditor.boxNumber' }, { number })}</legend>
      <FormField
        data-box-role
        label={intl.formatMessage({ id: 'BoxEditor.role' })}
        hint={intl.formatMessage({ id: 'BoxEditor.roleHint' })}
        error={roleError}
        value={box.role}
        maxLength={80}
        required
        onChange={(event) => onChange({ ...box, role: event.target.value })}
      />
      <FormField
        label={intl.formatMessage({ id: 'BoxEditor.defaultText' })}
        value={box.defaultText}
        maxLength={200}
        onChange={(event) => onChange({ ...box, defaultText: event.target.value })}
      />
      <div css={placeCSS}>
        {number100('x', centre.x, 'BoxEditor.x')}
        {number100('y', centre.y, 'BoxEditor.y')}
        {number100('width', box.width, 'BoxEditor.width')}
        {number100('height', box.height, 'BoxEditor.height')}
      </div>
      <div css={footCSS}>
        <output>{intl.formatMessage({ id: 'BoxEditor.fontSize' }, { size: fontSizeFor(box, pictureHeight) })}</output>
        <Button variant="ghost" onClick={onDelete}>
          {intl.formatMessage({ id: 'BoxEditor.delete' }, { number })}
        </Button>
      </div>
    </fieldset>
  );
}
