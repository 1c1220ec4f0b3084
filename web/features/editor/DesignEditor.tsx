import { css } from '@emotion/react';
import { useId, useMemo, useReducer, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds';
import { Button } from '../../ui/Button';
import { CenteredSpinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { theme } from '../../ui/theme';
import { StickerPanel } from '../stickers/StickerPanel';
import { CaptionPanel } from './CaptionPanel';
import { designReducer, initialDesign, type MemeDesign } from './memeDesign';
import { MemePreview } from './MemePreview';
import type { EditorTemplate } from './renderDesign';
import { StickerControls } from './StickerControls';
import { useStickerImages, useTemplateImage } from './useLoadedImages';

const editorCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
`;

const headerCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

const columnsCSS = css`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr);
  align-items: start;
  @media (max-width: 1023.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const editorNoticeCSS = css`
  padding: ${theme.space.lg};
  text-align: center;
  color: ${theme.color.destructive};
`;

const hintCSS = css`
  margin-block-start: ${theme.space.sm};
  font-size: 0.85rem;
  color: ${theme.color.textMuted};
  text-align: center;
`;

/** What the editor's own actions (Generate, Save) work with. */
export type DesignEditorState = {
  design: MemeDesign;
  pictureReady: boolean;
  stickerImages: ReadonlyMap<string, HTMLImageElement>;
};

export type DesignEditorProps = {
  template: EditorTemplate;
  /** Where editing starts (an existing meme's design); a fresh design for the template otherwise. */
  initial?: MemeDesign;
  /** The button beside the title that leaves the editor ('Back to Templates', 'Cancel'). */
  back: { labelId: MessageId; onClick: () => void };
  /** The actions under the editor, given the design as it is now. */
  actions: (state: DesignEditorState) => ReactNode;
  /** Under the title: another picture for the same meme (the template editor's layout switcher). */
  switcher?: ReactNode;
};

/**
 * The editor for one picture: preview, 'Edit Captions', 'Add Stickers' and the selected sticker's
 * controls. Mount it with a `key` per template or meme: another one starts from its own design
 * (spec section 4).
 */
export function DesignEditor({ template, initial, back, actions, switcher }: DesignEditorProps) {
  const intl = useIntl();
  const titleId = useId();
  const reducer = useMemo(() => designReducer({ secondCaption: intl.formatMessage({ id: 'TemplateEditor.secondCaption' }) }), [intl]);
  const [design, dispatch] = useReducer(reducer, template.textPositions, (positions) => initial ?? initialDesign(positions));
  const picture = useTemplateImage(template.url);
  const stickerImages = useStickerImages(design.stickers.map((sticker) => sticker.url));
  const selectedSticker = design.selection?.kind === 'sticker' ? design.stickers.find((sticker) => sticker.key === design.selection?.id) : undefined;

  return (
    <section css={editorCSS} aria-labelledby={titleId}>
      <header css={headerCSS}>
        <h2 id={titleId}>{template.name}</h2>
        <Button variant="secondary" onClick={back.onClick}>
          {intl.formatMessage({ id: back.labelId })}
        </Button>
      </header>
      {switcher}
      <div css={columnsCSS}>
        <div>
          {picture.status === 'ready' ? (
            <MemePreview template={template} image={picture.image} design={design} dispatch={dispatch} stickerImages={stickerImages} />
          ) : picture.status === 'failed' ? (
            <p css={editorNoticeCSS} role="alert">
              {intl.formatMessage({ id: 'TemplateEditor.loadImageFailed' })}
            </p>
          ) : (
            <CenteredSpinner label={intl.formatMessage({ id: 'TemplateEditor.loadingTemplate' })} />
          )}
          <p css={hintCSS}>{intl.formatMessage({ id: 'TemplateEditor.previewHint' })}</p>
          {selectedSticker ? <StickerControls sticker={selectedSticker} dispatch={dispatch} /> : null}
        </div>
        <Tabs
          label={intl.formatMessage({ id: 'TemplateEditor.toolsLabel' })}
          items={[
            {
              id: 'captions',
              label: intl.formatMessage({ id: 'TemplateEditor.editCaptions' }),
              panel: <CaptionPanel template={template} design={design} dispatch={dispatch} />,
            },
            {
              id: 'stickers',
              label: intl.formatMessage({ id: 'TemplateEditor.addStickers' }),
              panel: <StickerPanel onPick={(sticker) => dispatch({ type: 'addSticker', sticker })} />,
            },
          ]}
        />
      </div>
      {actions({ design, pictureReady: picture.status === 'ready', stickerImages })}
    </section>
  );
}
