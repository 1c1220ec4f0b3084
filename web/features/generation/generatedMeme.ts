// A meme the server generated, as the result views hold it (plain data from the mutations, so a
// result stays on screen whatever Relay's store keeps).
import { graphql, readInlineData } from 'react-relay/hooks';
import type { MemeTheme } from '../../../core/render/style';
import type { RenderStyle, TextPosition } from '../../../core/templates/types';
import { toTextPosition } from '../editor/textPosition';
import type { generatedMeme_meme$data, generatedMeme_meme$key } from './__generated__/generatedMeme_meme.graphql';

/** A caption as the server placed it (Meme.captions: its slot, text, position and dragged point). */
export type MemeCaptionData = generatedMeme_meme$data['captions'][number];

/** What the server draws the captions with, so the browser can draw them the same way. */
export type MemeLook = {
  /** The picture without captions, and the size caption pixel sizes refer to. */
  readonly picture: { readonly url: string; readonly width: number; readonly height: number } | null;
  readonly textPositions: readonly TextPosition[];
  readonly theme: MemeTheme;
  readonly style: Partial<RenderStyle>;
};

export type GeneratedMeme = {
  readonly id: string;
  readonly templateId: string;
  readonly type: 'IMAGE' | 'GIF' | '%future added value';
  /** Changes whenever the captions do (Meme.versionedImageUrl). */
  readonly imageUrl: string;
  readonly description: string | null | undefined;
  readonly captions: readonly MemeCaptionData[];
  readonly look: MemeLook;
  /** Set when the meme is on a layout of a real meme rather than the meme's own card (Text to Meme's GIF take). */
  readonly layoutOf?: { readonly layout: string; readonly card: string };
};

const fragment = graphql`
  fragment generatedMeme_meme on Meme @inline {
    id
    templateId
    type
    versionedImageUrl
    description
    captions {
      # eslint-disable-next-line relay/unused-fields -- copied whole into MemeCaptionData below
      slot
      text
      # eslint-disable-next-line relay/unused-fields -- copied whole
      position
      # eslint-disable-next-line relay/unused-fields -- copied whole
      x
      # eslint-disable-next-line relay/unused-fields -- copied whole
      y
    }
    # eslint-disable-next-line relay/unused-fields -- copied whole: { ...meme.picture }
    picture {
      # eslint-disable-next-line relay/unused-fields -- copied whole
      url
      width
      # eslint-disable-next-line relay/unused-fields -- copied whole
      height
    }
    theme
    style {
      primaryColor
      secondaryColor
      outlineColor
      shadowColor
      fontFamily
    }
    template {
      slug
      name
      card {
        slug
        name
      }
      textPositions {
        ...textPosition_slot
      }
    }
  }
`;

/** The result views' copy of a meme from a mutation's selection. */
export function toGeneratedMeme(ref: generatedMeme_meme$key): GeneratedMeme {
  const meme = readInlineData(fragment, ref);
  const style = meme.style;
  const template = meme.template;
  return {
    ...(template && template.card.slug !== template.slug ? { layoutOf: { layout: template.name, card: template.card.name } } : {}),
    id: meme.id,
    templateId: meme.templateId,
    type: meme.type,
    imageUrl: meme.versionedImageUrl,
    description: meme.description,
    captions: meme.captions.map((caption) => ({ ...caption })),
    look: {
      picture: meme.picture ? { ...meme.picture } : null,
      textPositions: (meme.template?.textPositions ?? []).map(toTextPosition),
      theme: meme.theme === 'STANDARD' ? 'standard' : 'classic',
      style: {
        primaryColor: style.primaryColor ?? undefined,
        secondaryColor: style.secondaryColor ?? undefined,
        outlineColor: style.outlineColor ?? undefined,
        shadowColor: style.shadowColor ?? undefined,
        fontFamily: style.fontFamily ?? undefined,
      },
    },
  };
}

/** The captions as one line, blank ones left out. */
export function captionLine(meme: GeneratedMeme): string {
  return meme.captions
    .map((caption) => caption.text)
    .filter(Boolean)
    .join(' / ');
}
