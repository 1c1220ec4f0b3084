import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { StarIcon } from '../../ui/icons';
import { useToast } from '../../ui/toast/useToast';
import type { FavoriteMemeButton_meme$key } from './__generated__/FavoriteMemeButton_meme.graphql';
import type { FavoriteMemeButtonMutation } from './__generated__/FavoriteMemeButtonMutation.graphql';

const mutation = graphql`
  mutation FavoriteMemeButtonMutation($input: SetMemeFavoriteInput!) {
    setMemeFavorite(input: $input) {
      __typename
      ... on SetMemeFavoriteSuccess {
        meme {
          id
          favorite
        }
      }
    }
  }
`;

type FavoriteMemeButtonProps = { meme: FavoriteMemeButton_meme$key };

/** 'Favorite' (aria-pressed): shows the new state at once, and goes back if saving it fails. */
export function FavoriteMemeButton({ meme: memeKey }: FavoriteMemeButtonProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const meme = useFragment(
    graphql`
      fragment FavoriteMemeButton_meme on Meme {
        id
        favorite
      }
    `,
    memeKey,
  );
  const [commit] = useMutation<FavoriteMemeButtonMutation>(mutation);
  const failed = () => toast({ title: intl.formatMessage({ id: 'MemePage.favoriteFailed' }), variant: 'destructive' });

  const toggle = () => {
    const favorite = !meme.favorite;
    commit({
      variables: { input: { memeId: meme.id, favorite } },
      optimisticResponse: { setMemeFavorite: { __typename: 'SetMemeFavoriteSuccess', meme: { id: meme.id, favorite } } },
      onCompleted: ({ setMemeFavorite: result }) => {
        if (result.__typename !== 'SetMemeFavoriteSuccess') failed();
      },
      onError: (error) => {
        console.warn('Saving the favourite failed', error);
        failed();
      },
    });
  };

  return (
    <Button variant="secondary" aria-pressed={meme.favorite} onClick={toggle}>
      <StarIcon size={16} fill={meme.favorite ? 'currentColor' : 'none'} />
      {intl.formatMessage({ id: 'MemePage.favorite' })}
    </Button>
  );
}
