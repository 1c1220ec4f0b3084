import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import { AdminPagination } from '../../features/admin/AdminPagination';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { inputCSS } from '../../ui/FormField';
import { Table } from '../../ui/Table';
import { theme } from '../../ui/theme';
import type { AdminUsersPanel_list$key } from './__generated__/AdminUsersPanel_list.graphql';
import { actionsCellCSS, linkCSS } from './adminStyles';

const searchCSS = css`
  display: flex;
  gap: ${theme.space.sm};
  margin-block-end: ${theme.space.md};
  & input {
    flex: 1;
  }
`;

/** The 'User Management' tab: search on username or email, one page of 10 users, pagination. */
export function AdminUsersPanel({ list }: { list: AdminUsersPanel_list$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AdminUsersPanel_list on AdminUserList {
        search
        users {
          id
          databaseId
          username
          email
          status
          isAdmin
          tokens
        }
        pagination {
          page
          totalPages
        }
      }
    `,
    list,
  );
  const [, setSearchParams] = useSearchParams();
  const [text, setText] = useState(data.search);

  const show = (search: string, page: number) => {
    const params = new URLSearchParams();
    if (search) params.set('search', search);
    if (page > 1) params.set('page', String(page));
    setSearchParams(params);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    show(text.trim(), 1);
  };

  const clear = () => {
    setText('');
    show('', 1);
  };

  return (
    <section aria-label={intl.formatMessage({ id: 'AdminDashboard.usersTab' })}>
      <form role="search" css={searchCSS} onSubmit={onSubmit}>
        <input
          type="search"
          css={inputCSS}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-label={intl.formatMessage({ id: 'AdminUsers.searchLabel' })}
          placeholder={intl.formatMessage({ id: 'AdminUsers.searchPlaceholder' })}
        />
        <Button type="submit">
          <FormattedMessage id="AdminUsers.searchSubmit" />
        </Button>
      </form>
      {data.users.length === 0 ? (
        <EmptyState
          messageId="AdminUsers.empty"
          action={
            data.search ? (
              <Button variant="secondary" onClick={clear}>
                <FormattedMessage id="AdminUsers.clearSearch" />
              </Button>
            ) : null
          }
        />
      ) : (
        <Table
          cards
          caption={intl.formatMessage({ id: 'AdminUsers.caption' })}
          columns={[
            { label: 'AdminUsers.id', align: 'end' },
            { label: 'AdminUsers.username' },
            { label: 'AdminUsers.email' },
            { label: 'AdminUsers.status' },
            { label: 'AdminUsers.role' },
            { label: 'AdminUsers.tokens', align: 'end' },
            { label: 'AdminUsers.actions' },
          ]}
        >
          {data.users.map((user) => (
            <tr key={user.id}>
              <td data-align="end">{user.databaseId}</td>
              <td>{user.username}</td>
              <td>{user.email || '-'}</td>
              <td>
                <Badge tone={user.status === 'active' ? 'success' : 'destructive'}>
                  {user.status === 'active' ? <FormattedMessage id="AdminUsers.statusActive" /> : <FormattedMessage id="AdminUsers.statusBanned" />}
                </Badge>
              </td>
              <td>
                <Badge tone={user.isAdmin ? 'accent' : 'neutral'}>
                  <FormattedMessage id={user.isAdmin ? 'AdminUsers.roleAdmin' : 'AdminUsers.roleUser'} />
                </Badge>
              </td>
              <td data-align="end">{intl.formatNumber(user.tokens ?? 0)}</td>
              <td>
                <div css={actionsCellCSS}>
                  <Link
                    to={`/admin/users/${user.databaseId}`}
                    css={linkCSS}
                    aria-label={intl.formatMessage({ id: 'AdminUsers.editUser' }, { username: user.username })}
                  >
                    <FormattedMessage id="AdminUsers.edit" />
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </Table>
      )}
      <AdminPagination page={data.pagination.page} totalPages={data.pagination.totalPages} onPage={(page) => show(data.search, page)} />
    </section>
  );
}
