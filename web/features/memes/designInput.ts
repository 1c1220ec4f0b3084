// The editor's design as saveMeme's MemeDesignInput (enum values in the schema's upper case).
import type { MemeDesign } from '../editor/memeDesign';
import type { MemeDesignInput, MemeStyleInput } from './__generated__/useSaveMemeMutation.graphql';

/** What saveMeme stores of a design; `style` is kept as it was (the editor does not change it). */
export function toDesignInput(design: MemeDesign, style?: MemeStyleInput | null): MemeDesignInput {
  return {
    captions: design.captions.map(({ id, text, position, x, y, fontSize, color, textAlign }) => ({
      slot: id,
      text,
      position: position === 'top' ? 'TOP' : position === 'bottom' ? 'BOTTOM' : position === 'center' ? 'CENTER' : 'CUSTOM',
      x,
      y,
      fontSize,
      color,
      textAlign: textAlign === 'left' ? 'LEFT' : textAlign === 'right' ? 'RIGHT' : textAlign === 'center' ? 'CENTER' : undefined,
    })),
    stickers: design.stickers.map(({ slug, x, y, scale, rotation }) => ({ stickerId: slug, x, y, scale, rotation })),
    theme: design.theme === 'standard' ? 'STANDARD' : 'CLASSIC',
    style,
  };
}
