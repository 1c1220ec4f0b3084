import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button, buttonCSS } from '../../ui/Button';
import { FuelIcon } from '../../ui/icons';
import { Table } from '../../ui/Table';
import { packText } from '../../features/payments/packText';
import type { MessageId } from '../../i18n/messageIds';
import type { ProfilePurchases_user$key } from './__generated__/ProfilePurchases_user.graphql';
import type { ProfilePurchasesPaginationQuery } from './__generated__/ProfilePurchasesPaginationQuery.graphql';
import { emptyStateCSS, loadMoreCSS } from './profileStyles';

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
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    ProfilePurchasesPaginationQuery,
    ProfilePurchases_user$key
  >(
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
      <div css={emptyStateCSS}>
        <FuelIcon size={40} />
        <p>
          <FormattedMessage id="ProfilePurchases.empty" />
        </p>
        <Link to="/pricing" css={buttonCSS}>
          <FormattedMessage id="ProfilePurchases.pricingLink" />
        </Link>
      </div>
    );
  }

  return (
    <>
      <Table caption={intl.formatMessage({ id: 'ProfilePurchases.caption' })}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="ProfilePurchases.date" />
            </th>
            <th scope="col">
              <FormattedMessage id="ProfilePurchases.package" />
            </th>
            <th scope="col" data-align="end">
              <FormattedMessage id="ProfilePurchases.tokens" />
            </th>
            <th scope="col" data-align="end">
              <FormattedMessage id="ProfilePurchases.amount" />
            </th>
            <th scope="col">
              <FormattedMessage id="ProfilePurchases.status" />
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </Table>
      {hasNext ? (
        <div css={loadMoreCSS}>
          <Button variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
            <FormattedMessage id={isLoadingNext ? 'Common.loading' : 'Profile.loadMore'} />
          </Button>
        </div>
      ) : null}
    </>
  );
}
