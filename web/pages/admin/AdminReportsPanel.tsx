// The admin Reports tab: shared memes with open reports, the most recently reported first.
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../ui/EmptyState';
import { stackCSS } from '../../ui/stack';
import type { AdminReportsPanel_query$key } from './__generated__/AdminReportsPanel_query.graphql';
import { AdminReportEntry } from './AdminReportEntry';
import { sectionTitleCSS } from './adminStyles';

export const adminReportsFragment = graphql`
  fragment AdminReportsPanel_query on Query @refetchable(queryName: "AdminReportsPanelRefetchQuery") @argumentDefinitions(first: { type: "Int", defaultValue: 20 }) {
    moderationQueue(first: $first) {
      edges {
        node {
          id
          ...AdminReportEntry_entry
        }
      }
    }
  }
`;

export function AdminReportsPanel({ query }: { query: AdminReportsPanel_query$key }) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(adminReportsFragment, query);
  const entries = data.moderationQueue.edges;
  const refresh = () => refetch({}, { fetchPolicy: 'network-only' });
  return (
    <section css={stackCSS.md}>
      <h2 css={sectionTitleCSS}>{intl.formatMessage({ id: 'AdminReports.title' })}</h2>
      {entries.length === 0 ? (
        <EmptyState messageId="AdminReports.empty" />
      ) : (
        entries.map(({ node }) => <AdminReportEntry key={node.id} entry={node} onDone={refresh} />)
      )}
    </section>
  );
}
