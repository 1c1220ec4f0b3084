import { css } from '@emotion/react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { Dialog, dialogActionsCSS } from '../../ui/Dialog';
import { theme } from '../../ui/theme';
import type { TemplateKind } from './__generated__/TemplatePickerResultsQuery.graphql';
import { FilterTabs } from './FilterTabs';
import { pageCursor } from './pagination';
import type { PickedTemplate } from './TemplateCard';
import { categoryMessageId, PICKER_CATEGORIES } from './templateCategories';
import { TemplatePickerResults, type PickerVariables } from './TemplatePickerResults';
import { TemplateSearchField } from './TemplateSearchField';
import { templateToolbarCSS } from './templateStyles';
import { useDebouncedValue } from './useDebouncedValue';
import { LoadingBoundary } from '../../ui/LoadingBoundary';
import { MY_TEMPLATES, MyTemplates } from '../customTemplates/MyTemplates';
import { useSignedIn } from '../customTemplates/useSignedIn';

const KINDS = ['ALL', 'IMAGE', 'GIF'] as const satisfies readonly TemplateKind[];
const KIND_LABELS = { ALL: 'TemplatePicker.kind.all', IMAGE: 'TemplatePicker.kind.image', GIF: 'TemplatePicker.kind.gif' } as const;

type Category = (typeof PICKER_CATEGORIES)[number] | typeof MY_TEMPLATES;

const bodyCSS = css`
  margin-block-start: ${theme.space.md};
`;

type TemplatePickerDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen template; the dialog then asks to close (onClose). */
  onSelect: (template: PickedTemplate) => void;
};

/**
 * The creator pages' template dialog: All / Images / GIFs, the spec's category tabs, a search box,
 * and 24 templates a page with First, Previous, up to 5 numbers, Next and Last. Changing the search,
 * a tab or the type filter goes back to page 1.
 */
export function TemplatePickerDialog({ open, onClose, onSelect }: TemplatePickerDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} size="lg" title={intl.formatMessage({ id: 'TemplatePicker.title' })}>
      <PickerBody
        onSelect={(template) => {
          onSelect(template);
          onClose();
        }}
      />
      <div css={dialogActionsCSS}>
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage({ id: 'TemplatePicker.close' })}
        </Button>
      </div>
    </Dialog>
  );
}

function PickerBody({ onSelect }: { onSelect: (template: PickedTemplate) => void }) {
  const intl = useIntl();
  const listId = useId();
  const [searchText, setSearchText] = useState('');
  const [kind, setKind] = useState<(typeof KINDS)[number]>('ALL');
  const [category, setCategory] = useState<Category>('popular');
  const search = useDebouncedValue(searchText.trim());
  // Page 1 whenever the filter changes: the page number is kept with the filter it belongs to.
  const filterKey = `${search}\u0000${kind}\u0000${category}`;
  const [pageOf, setPageOf] = useState({ filterKey, page: 1 });
  const currentPage = pageOf.filterKey === filterKey ? pageOf.page : 1;

  const variables = useMemo<PickerVariables>(
    () => ({ search: search || null, kind, category, after: pageCursor(currentPage) }),
    [search, kind, category, currentPage],
  );
  // Deferred: the current page stays on screen (dimmed) while the next one loads.
  const shownVariables = useDeferredValue(variables);
  const signedIn = useSignedIn();
  const tabs: { id: Category; label: string }[] = PICKER_CATEGORIES.map((id) => ({ id, label: intl.formatMessage({ id: categoryMessageId(id) }) }));
  if (signedIn) tabs.push({ id: MY_TEMPLATES, label: intl.formatMessage({ id: 'MyTemplates.tab' }) });

  return (
    <div css={bodyCSS}>
      <div css={templateToolbarCSS}>
        <TemplateSearchField value={searchText} onChange={setSearchText} controls={listId} />
        <FilterTabs
          label={intl.formatMessage({ id: 'TemplatePicker.kindLabel' })}
          tabs={KINDS.map((id) => ({ id, label: intl.formatMessage({ id: KIND_LABELS[id] }) }))}
          selected={kind}
          onSelect={setKind}
          controls={listId}
        />
        <FilterTabs
          label={intl.formatMessage({ id: 'TemplateBrowser.categoriesLabel' })}
          tabs={tabs}
          selected={category}
          onSelect={setCategory}
          controls={listId}
        />
      </div>
      <div id={listId} role="tabpanel">
        <LoadingBoundary>
          {category === MY_TEMPLATES ? (
            <MyTemplates search={search} kind={kind} onPick={onSelect} />
          ) : (
            <TemplatePickerResults
              variables={shownVariables}
              page={currentPage}
              pending={shownVariables !== variables}
              onPage={(next) => setPageOf({ filterKey, page: next })}
              onSelect={onSelect}
            />
          )}
        </LoadingBoundary>
      </div>
    </div>
  );
}
