import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { buttonCSS } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Table } from '../../ui/Table';
import type { AdminSitesPanel_query$key } from './__generated__/AdminSitesPanel_query.graphql';
import { actionsCellCSS, linkCSS, noteCSS, toolbarCSS, sectionTitleCSS } from './adminStyles';

/** The 'Affiliate Sites' tab: every partner site with Edit and Delete, and 'Add New Site'. */
export function AdminSitesPanel({ query }: { query: AdminSitesPanel_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AdminSitesPanel_query on Query @argumentDefinitions(first: { type: "Int!" }) {
        affiliateSites(first: $first) @connection(key: "AdminSitesPanel_affiliateSites") {
          edges {
            node {
              id
              databaseId
              title
              url
              createdAt
            }
          }
        }
      }
    `,
    query,
  );
  const sites = data.affiliateSites.edges.map((edge) => edge.node);

  return (
    <section aria-label={intl.formatMessage({ id: 'AdminDashboard.sitesTab' })}>
      <div css={toolbarCSS}>
        <h2 css={sectionTitleCSS}>
          <FormattedMessage id="AdminSites.title" />
        </h2>
        <Link to="/admin/affiliate-sites/new" css={buttonCSS}>
          <FormattedMessage id="AdminSites.add" />
        </Link>
      </div>
      {sites.length === 0 ? (
        <EmptyState
          action={
            <Link to="/admin/affiliate-sites/new" css={buttonCSS}>
              <FormattedMessage id="AdminSites.addFirst" />
            </Link>
          }
        >
          <p>
            <FormattedMessage id="AdminSites.empty" />
          </p>
        </EmptyState>
      ) : (
        <Table
          caption={intl.formatMessage({ id: 'AdminSites.caption' })}
          columns={[
            { label: 'AdminSites.id', align: 'end' },
            { label: 'AdminSites.siteTitle' },
            { label: 'AdminSites.url' },
            { label: 'AdminSites.created' },
            { label: 'AdminSites.actions' },
          ]}
        >
          {sites.map((site) => (
            <tr key={site.id}>
              <td data-align="end">{site.databaseId}</td>
              <td>{site.title}</td>
              <td>
                <a href={site.url} target="_blank" rel="noopener noreferrer" css={linkCSS}>
                  {site.url}
                </a>
              </td>
              <td>
                <time dateTime={site.createdAt}>{intl.formatDate(site.createdAt, { dateStyle: 'medium' })}</time>
              </td>
              <td>
                <div css={actionsCellCSS}>
                  <Link
                    to={`/admin/affiliate-sites/${site.databaseId}`}
                    css={linkCSS}
                    aria-label={intl.formatMessage({ id: 'AdminSites.editSite' }, { title: site.title })}
                  >
                    <FormattedMessage id="AdminSites.edit" />
                  </Link>
                  <Link
                    to={`/admin/affiliate-sites/${site.databaseId}/delete`}
                    css={linkCSS}
                    aria-label={intl.formatMessage({ id: 'AdminSites.deleteSite' }, { title: site.title })}
                  >
                    <FormattedMessage id="AdminSites.delete" />
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </Table>
      )}
      <p css={noteCSS}>
        <FormattedMessage
          id="AdminSites.note"
          values={{
            link: (chunks) => (
              <Link to="/uwu" css={linkCSS}>
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
    </section>
  );
}
