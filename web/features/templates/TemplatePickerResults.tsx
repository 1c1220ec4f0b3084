import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { TemplatePickerResultsQuery, TemplatePickerResultsQuery$variables } from './__generated__/TemplatePickerResultsQuery.graphql';
import { pageCount } from './pagination';
import { Pagination } from './Pagination';
import type { PickedTemplate } from './TemplateCard';
import { TemplateCardWithLayouts } from './TemplateCardWithLayouts';
import { TemplateImagesNotice } from './TemplateImagesNotice';
import { templateFooterCSS, templateGridCSS, templateNoticeCSS } from './templateStyles';

export type PickerVariables = Omit<TemplatePickerResultsQuery$variables, 'first'>;

type TemplatePickerResultsProps = {
  variables: PickerVariables;
  page: number;
  /** a newer page is loading: dim this one */
  pending: boolean;
  onPage: (page: number) => void;
  onSelect: (template: PickedTemplate) => void;
};

/** One page (24 cards) of the template dialog's list, with its pagination; the footer counts every template, layouts included. */
export function TemplatePickerResults({ variables, page, pending, onPage, onSelect }: TemplatePickerResultsProps) {
  const intl = useIntl();
  const data = useLazyLoadQuery<TemplatePickerResultsQuery>(
    graphql`
      query TemplatePickerResultsQuery($search: String, $category: String, $kind: TemplateKind, $after: String, $first: Int = 24) {
        ...TemplateImagesNotice_query
        templates(first: $first, after: $after, search: $search, category: $category, kind: $kind) {
          totalCount
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
    variables,
    { fetchPolicy: 'store-or-network' },
  );
  const { edges, totalCount, entryCount } = data.templates;
  if (edges.length === 0) {
    return (
      <>
        <TemplateImagesNotice query={data} />
        <p css={templateNoticeCSS}>
          <FormattedMessage id="TemplateBrowser.empty" />
        </p>
      </>
    );
  }
  return (
    <>
      <TemplateImagesNotice query={data} />
      <ul css={templateGridCSS} data-pending={pending}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <TemplateCardWithLayouts template={node} onSelect={onSelect} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pageCount(totalCount)} onPage={onPage} />
      <p css={templateFooterCSS} role="status">
        <FormattedMessage id="TemplateBrowser.showing" values={{ shown: intl.formatNumber(edges.length), total: intl.formatNumber(entryCount) }} />
      </p>
    </>
  );
}
