import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { useSignedInQuery } from './__generated__/useSignedInQuery.graphql';

/**
 * Whether someone is signed in, for parts that show signed-in choices (the 'My templates' tab) and
 * are not handed the viewer. The shell's query has it in the store already, so nothing is fetched.
 */
export function useSignedIn(): boolean {
  const { viewer } = useLazyLoadQuery<useSignedInQuery>(
    graphql`
      query useSignedInQuery {
        viewer {
          __typename
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return viewer != null;
}
