import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Spinner } from '../../ui/Spinner';
import { MY_TEMPLATES, MyTemplates } from '../customTemplates/MyTemplates';
import { useSignedIn } from '../customTemplates/useSignedIn';
import type { TemplateBrowser_query$key } from './__generated__/TemplateBrowser_query.graphql';
import type { TemplateBrowserPaginationQuery } from './__generated__/TemplateBrowserPaginationQuery.graphql';
import { FilterTabs } from './FilterTabs';
import { BROWSER_CATEGORIES, categoryMessageId } from './templateCategories';
import type { PickedTemplate } from './TemplateCard';
import { TemplateCardWithLayouts } from './TemplateCardWithLayouts';
import { TemplateImagesNotice } from './TemplateImagesNotice';
import { TemplateSearchField } from './TemplateSearchField';
import { templateFooterCSS, templateGridCSS, templateNoticeCSS, templateToolbarCSS } from './templateStyles';
import { useDebouncedValue } from './useDebouncedValue';
import { useInfiniteScroll } from './useInfiniteScroll';

/** Spec section 9: the browser loads 20 templates at a time. */
export const BROWSER_PAGE_SIZE = 20;

type Category = (typeof BROWSER_CATEGORIES)[number] | typeof MY_TEMPLATES;

function useBrowserData(query: TemplateBrowser_query$key) {
  return usePaginationFragment<TemplateBrowserPaginationQuery, TemplateBrowser_query$key>(
    graphql`
      fragment TemplateBrowser_query on Query
      @refetchable(queryName: "TemplateBrowserPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        search: { type: "String" }
        category: { type: "String", defaultValue: "all" }
      ) {
        ...TemplateImagesNotice_query
        templates(first: $count, after: $cursor, search: $search, category: $category)
          @connection(key: "TemplateBrowser_templates") {
          entryCount
          edges {
            node {
              id
              ...TemplateCardWithLayouts_template
            }
          }
        }
      }
    `,
    query,
  );
}

type TemplateBrowserProps = { query: TemplateBrowser_query$key; onPick: (template: PickedTemplate) => void };

/**
 * Search box (debounced 400 ms), category tabs, a grid that loads 20 more templates whenever its
 * end scrolls half into view, and 'Showing N of M templates'. A search spans every category. Each
 * real meme shows once, its layouts behind its card; M counts every template, layouts included.
 */
export function TemplateBrowser({ query, onPick }: TemplateBrowserProps) {
  const intl = useIntl();
  const listId = useId();
  const { data, refetch, loadNext, hasNext, isLoadingNext } = useBrowserData(query);
  const [searchText, setSearchText] = useState('');
  const [category, setCategory] = useState<Category>('all');
  const search = useDebouncedValue(searchText.trim());
  const [isRefetching, startRefetch] = useTransition();
  const fetched = useRef<{ search: string; category: Category }>({ search: '', category: 'all' });

  useEffect(() => {
    if (category === MY_TEMPLATES) return; // its own list (MyTemplates)
    if (fetched.current.search === search && fetched.current.category === category) return;
    fetched.current = { search, category };
    // A transition keeps the current grid on screen (dimmed) until the new list has arrived.
    startRefetch(() => {
      refetch({ search: search || null, category, count: BROWSER_PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-or-network' });
    });
  }, [search, category, refetch]);

  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => {
      if (hasNext && !isLoadingNext) loadNext(BROWSER_PAGE_SIZE);
    },
    hasNext && !isLoadingNext && !isRefetching,
  );

  const templates = data.templates.edges.map((edge) => edge.node);
  const signedIn = useSignedIn();
  const tabs: { id: Category; label: string }[] = BROWSER_CATEGORIES.map((id) => ({ id, label: intl.formatMessage({ id: categoryMessageId(id) }) }));
  if (signedIn) tabs.push({ id: MY_TEMPLATES, label: intl.formatMessage({ id: 'MyTemplates.tab' }) });

  return (
    <section aria-label={intl.formatMessage({ id: 'TemplateBrowser.label' })}>
      <TemplateImagesNotice query={data} />
      <div css={templateToolbarCSS}>
        <TemplateSearchField value={searchText} onChange={setSearchText} controls={listId} />
        <FilterTabs
          label={intl.formatMessage({ id: 'TemplateBrowser.categoriesLabel' })}
          tabs={tabs}
          selected={category}
          onSelect={setCategory}
          controls={listId}
        />
      </div>
      {category === MY_TEMPLATES ? (
        <div id={listId} role="tabpanel">
          <MyTemplates search={searchText} onPick={onPick} />
        </div>
      ) : null}
      <div id={category === MY_TEMPLATES ? undefined : listId} hidden={category === MY_TEMPLATES} role="tabpanel" aria-busy={isRefetching || isLoadingNext}>
        {templates.length === 0 ? (
          <p css={templateNoticeCSS}>
            <FormattedMessage id="TemplateBrowser.empty" />
          </p>
        ) : (
          <ul css={templateGridCSS} data-pending={isRefetching}>
            {templates.map((template) => (
              <li key={template.id}>
                <TemplateCardWithLayouts template={template} onSelect={onPick} />
              </li>
            ))}
          </ul>
        )}
        <div ref={sentinel} css={templateFooterCSS}>
          {isLoadingNext ? <Spinner size="sm" label={intl.formatMessage({ id: 'TemplateBrowser.loadingMore' })} /> : null}
          <span role="status">
            <FormattedMessage
              id="TemplateBrowser.showing"
              values={{ shown: intl.formatNumber(templates.length), total: intl.formatNumber(data.templates.entryCount) }}
            />
          </span>
        </div>
      </div>
    </section>
  );
}
