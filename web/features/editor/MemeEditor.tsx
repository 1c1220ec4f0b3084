import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { MemeEditor_template$data, MemeEditor_template$key } from './__generated__/MemeEditor_template.graphql';
import type { MemeEditorQuery } from './__generated__/MemeEditorQuery.graphql';
import { DesignEditor, editorNoticeCSS } from './DesignEditor';
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

/** Loads a template (by global id or slug) and edits it; 'Template with ID {id} not found' if there is none. */
export function MemeEditor({ templateId, ...actions }: MemeEditorProps) {
  const intl = useIntl();
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
  return <TemplateMemeEditor template={template} {...actions} />;
}

/**
 * The editor for one template, with 'Back to Templates', 'Generate Meme' (then Download and Share)
 * and, signed in, 'Save to My Memes'. Mount it with a `key` per template: picking another template
 * starts from a fresh design (spec section 4).
 */
function TemplateMemeEditor({ template: templateRef, onBack, onGenerate, viewerId }: EditorActions & { template: MemeEditor_template$key }) {
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
      }
    `,
    templateRef,
  );
  const template = useMemo(() => toEditorTemplate(data), [data]);
  return (
    <DesignEditor
      template={template}
      back={{ labelId: 'TemplateEditor.backToTemplates', onClick: onBack }}
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
