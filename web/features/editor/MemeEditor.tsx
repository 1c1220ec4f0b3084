import { useMemo, useState, useTransition } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { MemeEditor_template$data, MemeEditor_template$key } from './__generated__/MemeEditor_template.graphql';
import type { MemeEditorQuery } from './__generated__/MemeEditorQuery.graphql';
import { DesignEditor, editorNoticeCSS } from './DesignEditor';
import { LayoutSwitcher } from './LayoutSwitcher';
import type { GeneratedMeme } from './MemeResult';
import type { EditorTemplate } from './renderDesign';
import { TemplateMemeActions } from './TemplateMemeActions';
import { toTextPosition } from './textPosition';

type EditorActions = {
  onBack: () => void;
  onGenerate?: (meme: GeneratedMeme) => void;
  /** The signed-in user, who can also save the meme to My Memes; null for a visitor. */
  viewerId: string | null;
};

export type MemeEditorProps = EditorActions & { templateId: string };

/**
 * Loads a template (by global id or slug) and edits it; 'Template with ID {id} not found' if there is
 * none. Its layout switcher opens another layout of the same meme in its place.
 */
export function MemeEditor({ templateId: pickedId, ...actions }: MemeEditorProps) {
  const intl = useIntl();
  const [templateId, setTemplateId] = useState(pickedId);
  // The current layout stays on screen until the chosen one has loaded.
  const [, startSwitch] = useTransition();
  const { template } = useLazyLoadQuery<MemeEditorQuery>(
    graphql`
      query MemeEditorQuery($id: ID!) {
        template(id: $id) {
          ...MemeEditor_template
        }
      }
    `,
    { id: templateId },
    { fetchPolicy: 'store-or-network' },
  );
  if (!template) {
    return (
      <p css={editorNoticeCSS} role="alert">
        {intl.formatMessage({ id: 'TemplateEditor.templateNotFound' }, { id: templateId })}
      </p>
    );
  }
  // Keyed by the layout: another layout starts from its own design, as another template does.
  return <TemplateMemeEditor key={templateId} template={template} onLayout={(slug) => startSwitch(() => setTemplateId(slug))} {...actions} />;
}

/**
 * The editor for one template, with 'Back to Templates', 'Generate Meme' (then Download and Share)
 * and, signed in, 'Save to My Memes'. Mount it with a `key` per template: picking another template
 * starts from a fresh design (spec section 4).
 */
function TemplateMemeEditor({
  template: templateRef,
  onLayout,
  onBack,
  onGenerate,
  viewerId,
}: EditorActions & { template: MemeEditor_template$key; onLayout: (slug: string) => void }) {
  const data = useFragment(
    graphql`
      fragment MemeEditor_template on Template {
        slug
        name
        url
        isGif
        width
        height
        textPositions {
          ...textPosition_slot
        }
        ...LayoutSwitcher_template
      }
    `,
    templateRef,
  );
  const template = useMemo(() => toEditorTemplate(data), [data]);
  return (
    <DesignEditor
      template={template}
      back={{ labelId: 'TemplateEditor.backToTemplates', onClick: onBack }}
      switcher={<LayoutSwitcher template={data} onSwitch={onLayout} />}
      actions={(state) => <TemplateMemeActions template={template} state={state} onGenerate={onGenerate} viewerId={viewerId} />}
    />
  );
}

function toEditorTemplate(data: MemeEditor_template$data): EditorTemplate {
  return {
    slug: data.slug,
    name: data.name,
    url: data.url,
    isGif: data.isGif,
    width: data.width,
    height: data.height,
    textPositions: data.textPositions.map(toTextPosition),
  };
}
