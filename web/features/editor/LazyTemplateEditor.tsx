import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { CenteredSpinner } from '../../ui/Spinner';
import type { TemplateEditorProps } from './TemplateEditor';

const TemplateEditor = lazy(async () => ({ default: (await import('./TemplateEditor')).TemplateEditor }));

/**
 * `<LazyTemplateEditor onGenerate={...} />`: the template editor, downloaded when first rendered.
 * This file is tiny; importing it adds nothing heavy to a page's initial JavaScript.
 */
export function LazyTemplateEditor(props: TemplateEditorProps) {
  const intl = useIntl();
  return (
    <Suspense fallback={<CenteredSpinner label={intl.formatMessage({ id: 'Common.loading' })} />}>
      <TemplateEditor {...props} />
    </Suspense>
  );
}
