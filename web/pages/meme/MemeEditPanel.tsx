import { css } from '@emotion/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { DesignEditor } from '../../features/editor/DesignEditor';
import type { DesignSticker, MemeDesign } from '../../features/editor/memeDesign';
import type { EditorTemplate } from '../../features/editor/renderDesign';
import { toTextPosition } from '../../features/editor/textPosition';
import { toDesignInput } from '../../features/memes/designInput';
import { memePagePath } from '../../features/memes/memePaths';
import { useSaveMeme } from '../../features/memes/useSaveMeme';
import { Button } from '../../ui/Button';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import type { MemeEditPanel_meme$data, MemeEditPanel_meme$key } from './__generated__/MemeEditPanel_meme.graphql';
import type { MemeEditPanelStickersQuery } from './__generated__/MemeEditPanelStickersQuery.graphql';

const actionsCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  & p {
    font-size: 0.85rem;
    color: ${theme.color.textMuted};
  }
`;

type MemeEditPanelProps = { meme: MemeEditPanel_meme$key; viewerId: string; onCancel: () => void };

/**
 * Edit: the template editor opened on the meme's own design (captions, positions, style, stickers).
 * Saving stores the edit as a new meme and opens it; the original stays as it was.
 */
export function MemeEditPanel({ meme: memeKey, viewerId, onCancel }: MemeEditPanelProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { toast } = useToast();
  const meme = useFragment(
    graphql`
      fragment MemeEditPanel_meme on Meme {
        id
        type
        templateId
        template {
          name
          textPositions {
            ...textPosition_slot
          }
        }
        picture {
          url
          width
          height
        }
        captions {
          slot
          text
          position
          x
          y
          fontSize
          color
          textAlign
        }
        stickers {
          stickerId
          x
          y
          scale
          rotation
        }
        theme
        style {
          primaryColor
          secondaryColor
          outlineColor
          shadowColor
          fontFamily
        }
      }
    `,
    memeKey,
  );
  // The placed stickers' names and pictures (the catalogue is small and public).
  const { stickers } = useLazyLoadQuery<MemeEditPanelStickersQuery>(
    graphql`
      query MemeEditPanelStickersQuery {
        stickers {
          slug
          name
          url
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const { save, saving } = useSaveMeme(viewerId);
  const ownPicture = intl.formatMessage({ id: 'MemePage.ownPicture' });
  const template = useMemo(() => editorTemplate(meme, ownPicture), [meme, ownPicture]);
  const initial = useMemo(() => memeDesign(meme, stickers), [meme, stickers]);
  if (!template) return null;

  const saveEdit = async (design: MemeDesign) => {
    const outcome = await save({ editedFromMemeId: meme.id, design: toDesignInput(design, styleInput(meme.style)) });
    if ('error' in outcome) toast({ title: outcome.error, variant: 'destructive' });
    else void navigate(memePagePath(outcome.memeId));
  };

  return (
    <DesignEditor
      template={template}
      initial={initial}
      back={{ labelId: 'MemePage.cancelEdit', onClick: onCancel }}
      actions={({ design, pictureReady }) => (
        <div css={actionsCSS}>
          <Button disabled={!pictureReady || saving} onClick={() => void saveEdit(design)}>
            {intl.formatMessage({ id: 'MemePage.saveEdit' })}
          </Button>
          <p>{intl.formatMessage({ id: 'MemePage.saveEditNote' })}</p>
        </div>
      )}
    />
  );
}

type EditedMeme = MemeEditPanel_meme$data;

/** The picture under the captions as the editor takes it: the template's, or the uploaded one. */
function editorTemplate(meme: EditedMeme, ownPicture: string): EditorTemplate | null {
  if (!meme.picture) return null;
  return {
    slug: meme.templateId,
    name: meme.template?.name ?? ownPicture,
    url: meme.picture.url,
    isGif: meme.type === 'GIF',
    width: meme.picture.width,
    height: meme.picture.height,
    textPositions: (meme.template?.textPositions ?? []).map(toTextPosition),
  };
}

/** The meme's design in the editor's terms (enum values in the renderer's lower case). */
function memeDesign(meme: EditedMeme, catalogue: readonly { slug: string; name: string; url: string }[]): MemeDesign {
  const stickers = meme.stickers.map((placed, index): DesignSticker => {
    const known = catalogue.find((sticker) => sticker.slug === placed.stickerId);
    return {
      key: `sticker-${index + 1}`,
      slug: placed.stickerId,
      name: known?.name ?? placed.stickerId,
      url: known?.url ?? `/media/stickers/${placed.stickerId}.svg`,
      x: placed.x,
      y: placed.y,
      scale: placed.scale,
      rotation: placed.rotation,
    };
  });
  return {
    captions: meme.captions.map((caption) => ({
      id: caption.slot,
      text: caption.text,
      position: lowerCase(caption.position, ['top', 'bottom', 'center', 'custom'] as const) ?? 'top',
      x: caption.x ?? undefined,
      y: caption.y ?? undefined,
      fontSize: caption.fontSize ?? undefined,
      color: caption.color ?? undefined,
      textAlign: caption.textAlign ? lowerCase(caption.textAlign, ['left', 'center', 'right'] as const) : undefined,
    })),
    stickers,
    selection: null,
    theme: meme.theme === 'STANDARD' ? 'standard' : 'classic',
    // Past every id in use, so a caption added now never takes the id of one added in an earlier edit.
    serial: Math.max(stickers.length, ...meme.captions.map((caption) => Number(/^added-(\d+)$/.exec(caption.slot)?.[1] ?? 0))),
  };
}

function lowerCase<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  const name = value.toLowerCase();
  return (allowed as readonly string[]).includes(name) ? (name as T) : undefined;
}

/** The meme's style as it is kept with the edit (only the parts it has). */
function styleInput(style: EditedMeme['style']) {
  return {
    primaryColor: style.primaryColor ?? undefined,
    secondaryColor: style.secondaryColor ?? undefined,
    outlineColor: style.outlineColor ?? undefined,
    shadowColor: style.shadowColor ?? undefined,
    fontFamily: style.fontFamily ?? undefined,
  };
}
