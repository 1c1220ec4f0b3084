import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { buttonCSS } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FuelIcon } from '../../ui/icons';
import { Table } from '../../ui/Table';
import { packText } from '../../features/payments/packText';
import type { MessageId } from '../../i18n/messageIds';
import type { ProfilePurchases_user$key } from './__generated__/ProfilePurchases_user.graphql';
import type { ProfilePurchasesPaginationQuery } from './__generated__/ProfilePurchasesPaginationQuery.graphql';
import { ProfileLoadMore } from './ProfileLoadMore';

const PAGE_SIZE = 10;

// The spec's colours: completed green, pending yellow, anything else red and shown as failed.
function statusLook(status: string): { tone: BadgeTone; label: MessageId } {
  if (status === 'completed') return { tone: 'success', label: 'ProfilePurchases.status.completed' };
  if (status === 'pending') return { tone: 'warning', label: 'ProfilePurchases.status.pending' };
  return { tone: 'destructive', label: 'ProfilePurchases.status.failed' };
}

type ProfilePurchasesProps = { user: ProfilePurchases_user$key };

/** The Token Purchases tab: date, pack, tokens, amount paid and status of each purchase. */
export function ProfilePurchases({ user }: ProfilePurchasesProps) {
  const intl = useIntl();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<ProfilePurchasesPaginationQuery, ProfilePurchases_user$key>(
    graphql`
      fragment ProfilePurchases_user on User
      @refetchable(queryName: "ProfilePurchasesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        purchases(first: $count, after: $cursor) @connection(key: "ProfilePurchases_purchases") {
          edges {
            node {
              id
              createdAt
              amount
              status
              tokenCount
              tokenPack {
                name
              }
            }
          }
        }
      }
    `,
    user,
  );
  const purchases = data.purchases.edges.map((edge) => edge.node) ?? [];

  if (purchases.length === 0) {
    return (
      <EmptyState
        icon={<FuelIcon size={40} />}
        action={
          <Link to="/pricing" css={buttonCSS}>
            <FormattedMessage id="ProfilePurchases.pricingLink" />
          </Link>
        }
      >
        <p>
          <FormattedMessage id="ProfilePurchases.empty" />
        </p>
      </EmptyState>
    );
  }

  return (
    <>
      <Table
        caption={intl.formatMessage({ id: 'ProfilePurchases.caption' })}
        columns={[
          { label: 'ProfilePurchases.date' },
          { label: 'ProfilePurchases.package' },
          { label: 'ProfilePurchases.tokens', align: 'end' },
          { label: 'ProfilePurchases.amount', align: 'end' },
          { label: 'ProfilePurchases.status' },
        ]}
      >
        {purchases.map((purchase) => {
          const { tone, label } = statusLook(purchase.status);
          return (
            <tr key={purchase.id}>
              <td>
                <time dateTime={purchase.createdAt}>{intl.formatDate(purchase.createdAt, { dateStyle: 'medium' })}</time>
              </td>
              <td>{packText(intl, purchase.tokenPack).name}</td>
              <td data-align="end">{intl.formatNumber(purchase.tokenCount)}</td>
              <td data-align="end">
                <FormattedMessage
                  id="ProfilePurchases.price"
                  values={{
                    amount: intl.formatNumber(purchase.amount / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
                  }}
                />
              </td>
              <td>
                <Badge tone={tone}>
                  <FormattedMessage id={label} />
                </Badge>
              </td>
            </tr>
          );
        })}
      </Table>
      <ProfileLoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(PAGE_SIZE)} />
    </>
  );
}
