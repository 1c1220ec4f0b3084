import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { cardCSS } from '../../ui/Card';
import { Table } from '../../ui/Table';
import { packText } from '../../features/payments/packText';
import type { MessageId } from '../../i18n/messageIds';
import type { AdminUserLedger_entry$key } from './__generated__/AdminUserLedger_entry.graphql';
import type { AdminUserLedger_user$key } from './__generated__/AdminUserLedger_user.graphql';
import type { AdminUserLedgerPaginationQuery } from './__generated__/AdminUserLedgerPaginationQuery.graphql';
import { emptyStateCSS } from '../../ui/EmptyState';
import { sectionTitleCSS } from './adminStyles';

/** The @connection key of the ledger list, so the adjustment form can prepend to it. */
export const LEDGER_CONNECTION_KEY = 'AdminUserLedger_ledger';

const PAGE_SIZE = 20;

/** One row of the ledger: also what an adjustment returns, so the row it prepends is complete. */
const entryFragment = graphql`
  fragment AdminUserLedger_entry on TokenLedgerEntry @inline {
    id
    createdAt
    delta
    balanceAfter
    reason
    note
    adjustedBy
    memePrompt
    memeTemplates
    memeOnUpload
    packName
  }
`;

const REASONS: Record<string, MessageId> = {
  signup: 'AdminLedger.reason.signup',
  generation: 'AdminLedger.reason.generation',
  refund: 'AdminLedger.reason.refund',
  purchase: 'AdminLedger.reason.purchase',
  admin_adjustment: 'AdminLedger.reason.adminAdjustment',
};

/** Every change of the balance, newest first, with who made an adjustment and why. */
export function AdminUserLedger({ user }: { user: AdminUserLedger_user$key }) {
  const intl = useIntl();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<AdminUserLedgerPaginationQuery, AdminUserLedger_user$key>(
    graphql`
      fragment AdminUserLedger_user on User
      @refetchable(queryName: "AdminUserLedgerPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        ledger(first: $count, after: $cursor) @connection(key: "AdminUserLedger_ledger") @required(action: THROW) {
          edges {
            node {
              ...AdminUserLedger_entry
            }
          }
        }
      }
    `,
    user,
  );
  const entries = data.ledger.edges.map((edge) => readInlineData<AdminUserLedger_entry$key>(entryFragment, edge.node));

  // What the row was for, in words: never a raw generation or payment id.
  const details = (entry: (typeof entries)[number]): string => {
    // A note without an administrator is the server's ("interrupted generation" on a refund after a crash).
    if (entry.note != null && entry.adjustedBy == null) return entry.note;
    if (entry.note != null) return intl.formatMessage({ id: 'AdminLedger.note' }, { note: entry.note, admin: entry.adjustedBy });
    if (entry.packName != null) return packText(intl, { name: entry.packName }).name;
    if (entry.memePrompt != null) {
      const sources = [...(entry.memeTemplates ?? []), ...(entry.memeOnUpload ? [intl.formatMessage({ id: 'AdminLedger.uploadedImage' })] : [])];
      return intl.formatMessage({ id: 'AdminLedger.memeDetails' }, { prompt: entry.memePrompt, template: intl.formatList(sources, { type: 'conjunction' }) });
    }
    if (entry.reason === 'generation' || entry.reason === 'refund') return intl.formatMessage({ id: 'AdminLedger.noMemes' });
    return '';
  };

  return (
    <section css={cardCSS} aria-label={intl.formatMessage({ id: 'AdminLedger.title' })}>
      <h2 css={sectionTitleCSS}>
        <FormattedMessage id="AdminLedger.title" />
      </h2>
      {entries.length === 0 ? (
        <p css={emptyStateCSS}>
          <FormattedMessage id="AdminLedger.empty" />
        </p>
      ) : (
        <Table
          cards
          caption={intl.formatMessage({ id: 'AdminLedger.title' })}
          columns={[
            { label: 'AdminLedger.date' },
            { label: 'AdminLedger.change', align: 'end' },
            { label: 'AdminLedger.balanceAfter', align: 'end' },
            { label: 'AdminLedger.reason' },
            { label: 'AdminLedger.details' },
          ]}
        >
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.createdAt}>{intl.formatDate(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
              </td>
              <td data-align="end">{intl.formatNumber(entry.delta, { signDisplay: 'exceptZero' })}</td>
              <td data-align="end">{intl.formatNumber(entry.balanceAfter)}</td>
              <td>{REASONS[entry.reason] ? <FormattedMessage id={REASONS[entry.reason]!} /> : entry.reason}</td>
              <td>{details(entry)}</td>
            </tr>
          ))}
        </Table>
      )}
      {hasNext ? (
        <Button variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
          <FormattedMessage id={isLoadingNext ? 'Common.loading' : 'AdminLedger.loadMore'} />
        </Button>
      ) : null}
    </section>
  );
}
