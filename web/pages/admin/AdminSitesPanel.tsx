import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { ButtonLink } from '../../ui/ButtonLink';
import { EmptyState } from '../../ui/EmptyState';
import { Table } from '../../ui/Table';
import type { AdminSitesPanel_site$key } from './__generated__/AdminSitesPanel_site.graphql';
import type { AdminSitesPanel_query$key } from './__generated__/AdminSitesPanel_query.graphql';
import { actionsCellCSS, linkCSS, noteCSS, toolbarCSS, sectionTitleCSS } from './adminStyles';

/** What a row shows of a site; the create and update mutations spread it, so the table follows them. */
const siteFragment = graphql`
  fragment AdminSitesPanel_site on AffiliateSite {
    databaseId
    title
    url
    createdAt
  }
`;

/** One site: id, title, link, creation date, and its Edit and Delete links. */
function SiteRow({ site: siteKey }: { site: AdminSitesPanel_site$key }) {
  const intl = useIntl();
  const site = useFragment(siteFragment, siteKey);
  return (
    <tr>
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
  );
}

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
              ...AdminSitesPanel_site
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
        <ButtonLink to="/admin/affiliate-sites/new" labelId="AdminSites.add" />
      </div>
      {sites.length === 0 ? (
        <EmptyState messageId="AdminSites.empty" action={<ButtonLink to="/admin/affiliate-sites/new" labelId="AdminSites.addFirst" />} />
      ) : (
        <Table
          cards
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
            <SiteRow key={site.id} site={site} />
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
