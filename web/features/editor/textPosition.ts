// A template's caption box as the renderer takes it, read from one selection wherever the web
// loads text positions (the template editor, generated memes).
import { graphql, readInlineData } from 'react-relay/hooks';
import type { TextAlign, TextPosition, TextPositionKind } from '../../../core/templates/types';
import type { textPosition_slot$key } from './__generated__/textPosition_slot.graphql';

const fragment = graphql`
  fragment textPosition_slot on TextPosition @inline {
    id
    position
    x
    y
    width
    fontSize
    textAlign
    color
    rotation
    defaultText
  }
`;

/** The renderer's TextPosition from a `...textPosition_slot` selection. */
export function toTextPosition(ref: textPosition_slot$key): TextPosition {
  const slot = readInlineData(fragment, ref);
  return {
    id: slot.id,
    position: lower<TextPositionKind>(slot.position, ['top', 'bottom', 'center', 'custom'], 'custom'),
    x: slot.x,
    y: slot.y,
    width: slot.width,
    fontSize: slot.fontSize,
    textAlign: lower<TextAlign>(slot.textAlign, ['left', 'center', 'right'], 'center'),
    color: slot.color,
    rotation: slot.rotation,
    defaultText: slot.defaultText,
  };
}

/** A GraphQL enum value (TOP) as the renderer's lower-case name; unknown values get the fallback. */
function lower<T extends string>(value: string, allowed: readonly T[], fallback: T): T {
  const name = value.toLowerCase();
  return (allowed as readonly string[]).includes(name) ? (name as T) : fallback;
}
