import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CenteredSpinner } from '../../ui/Spinner';
import type { TemplateBrowser_query$key } from '../templates/__generated__/TemplateBrowser_query.graphql';
import { TemplateBrowser } from '../templates/TemplateBrowser';
import type { PickedTemplate } from '../templates/TemplateCard';
import type { GeneratedMeme } from './MemeResult';

// The editor (canvas drawing, the bundled font) loads only when a template is picked, or when the
// browser is idle, so the template list shows without waiting for it.
const loadEditor = () => import('./MemeEditor');
const MemeEditor = lazy(async () => ({ default: (await loadEditor()).MemeEditor }));

export type TemplateWorkspaceProps = {
  query: TemplateBrowser_query$key;
  /** Called with each meme made with 'Generate Meme' (e.g. to add it to a results grid). */
  onGenerate?: (meme: GeneratedMeme) => void;
  /** The signed-in user's id (they can save to My Memes); null for a visitor. */
  viewerId: string | null;
  /** A template to open in the editor at once (a link to a template just added or saved). */
  initialTemplateId?: string | null;
};

/**
 * The template browser, then the editor for the picked template; 'Back to Templates' returns to the
 * list as it was left (search, tab and scroll position).
 */
export function TemplateWorkspace({ query, onGenerate, viewerId, initialTemplateId }: TemplateWorkspaceProps) {
  const intl = useIntl();
  const [picked, setPicked] = useState<Pick<PickedTemplate, 'id'> | null>(initialTemplateId ? { id: initialTemplateId } : null);
  const listScroll = useRef(0);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadEditor());
    return () => cancel(handle);
  }, []);

  const pick = (template: PickedTemplate) => {
    listScroll.current = window.scrollY;
    setPicked(template);
    window.scrollTo({ top: 0 });
  };
  const back = () => {
    setPicked(null);
    requestAnimationFrame(() => window.scrollTo({ top: listScroll.current }));
  };

  return (
    <>
      <div hidden={picked !== null}>
        <TemplateBrowser query={query} onPick={pick} />
      </div>
      {picked ? (
        <Suspense fallback={<CenteredSpinner label={intl.formatMessage({ id: 'TemplateEditor.loadingTemplate' })} />}>
          <MemeEditor key={picked.id} templateId={picked.id} onBack={back} onGenerate={onGenerate} viewerId={viewerId} />
        </Suspense>
      ) : null}
    </>
  );
}
