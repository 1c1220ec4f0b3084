import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { StarIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import type { FavoriteMemeButton_meme$key } from './__generated__/FavoriteMemeButton_meme.graphql';
import { useSetMemeFavorite } from './useSetMemeFavorite';

const pressedCSS = css`
  &[aria-pressed='true'] {
    border-color: ${theme.color.accent};
    color: ${theme.color.accent};
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
  const setFavorite = useSetMemeFavorite();
  const toggle = async () => {
    if (!(await setFavorite(meme.id, !meme.favorite))) toast({ title: intl.formatMessage({ id: 'MemePage.favoriteFailed' }), variant: 'destructive' });
  };

  return (
    <Button variant="secondary" css={pressedCSS} aria-pressed={meme.favorite} onClick={() => void toggle()}>
      <StarIcon size={16} fill={meme.favorite ? 'currentColor' : 'none'} />
      {intl.formatMessage({ id: 'MemePage.favorite' })}
    </Button>
  );
}
