import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { ButtonLink } from '../../ui/ButtonLink';
import { EmptyState } from '../../ui/EmptyState';
import { FuelIcon } from '../../ui/icons';
import { PagedList } from '../../ui/PagedList';
import { Table } from '../../ui/Table';
import { packText } from '../../features/payments/packText';
import type { MessageId } from '../../i18n/messageIds';
import type { ProfilePurchases_purchase$key } from './__generated__/ProfilePurchases_purchase.graphql';
import type { ProfilePurchases_user$key } from './__generated__/ProfilePurchases_user.graphql';
import type { ProfilePurchasesPaginationQuery } from './__generated__/ProfilePurchasesPaginationQuery.graphql';

const PAGE_SIZE = 10;

// The spec's colours: completed green, pending yellow, anything else red and shown as failed.
function statusLook(status: string): { tone: BadgeTone; label: MessageId } {
  if (status === 'completed') return { tone: 'success', label: 'ProfilePurchases.status.completed' };
  if (status === 'pending') return { tone: 'warning', label: 'ProfilePurchases.status.pending' };
  return { tone: 'destructive', label: 'ProfilePurchases.status.failed' };
}

/** What a row shows of a purchase; the payment subscription spreads it, so a new purchase joins the list complete. */
const purchaseFragment = graphql`
  fragment ProfilePurchases_purchase on TokenPurchase {
    createdAt
    amount
    status
    tokenCount
    tokenPack {
      name
    }
  }
`;

/** One purchase: date, pack, tokens, amount paid and status. */
function PurchaseRow({ purchase: purchaseKey }: { purchase: ProfilePurchases_purchase$key }) {
  const intl = useIntl();
  const purchase = useFragment(purchaseFragment, purchaseKey);
  const { tone, label } = statusLook(purchase.status);
  return (
    <tr>
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
}

type ProfilePurchasesProps = { user: ProfilePurchases_user$key };

/** The Token Purchases tab: the user's purchases newest first, in a table. */
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
              ...ProfilePurchases_purchase
            }
          }
        }
      }
    `,
    user,
  );
  const purchases = data.purchases.edges.map((edge) => edge.node);

  return (
    <PagedList
      isEmpty={purchases.length === 0}
      emptyState={
        <EmptyState
          icon={<FuelIcon size={40} />}
          messageId="ProfilePurchases.empty"
          action={<ButtonLink to="/pricing" labelId="ProfilePurchases.pricingLink" />}
        />
      }
      loadMoreId="Profile.loadMore"
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(PAGE_SIZE)}
    >
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
        {purchases.map((purchase) => (
          <PurchaseRow key={purchase.id} purchase={purchase} />
        ))}
      </Table>
    </PagedList>
  );
}
