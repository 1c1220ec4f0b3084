import { lazy } from 'react';
import type { TemplateEditorProps } from './TemplateEditor';
import { LoadingBoundary } from '../../ui/LoadingBoundary';

const TemplateEditor = lazy(async () => ({ default: (await import('./TemplateEditor')).TemplateEditor }));

/**
 * `<LazyTemplateEditor onGenerate={...} />`: the template editor, downloaded when first rendered.
 * This file is tiny; importing it adds nothing heavy to a page's initial JavaScript.
 */
export function LazyTemplateEditor(props: TemplateEditorProps) {
  return (
    <LoadingBoundary>
      <TemplateEditor {...props} />
    </LoadingBoundary>
  );
}
