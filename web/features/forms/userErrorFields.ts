import { graphql, readInlineData } from 'react-relay/hooks';
import type { ServerFieldError } from '../auth/useAccountForm';
import type { UserErrorLike } from '../auth/useUserErrorText';
import type { userErrorFields_error$key } from './__generated__/userErrorFields_error.graphql';

/**
 * The selection every mutation makes of its typed error: spread it in the result union
 * (`...userErrorFields_error @alias(as: "userError")`) instead of listing `message`, `messageId` and `fieldErrors` again.
 */
const userErrorFieldsFragment = graphql`
  fragment userErrorFields_error on UserError @inline {
    __typename
    message
    messageId
    ... on ValidationError {
      fieldErrors {
        field
        message
        messageId
      }
    }
    ... on TooManyAttemptsError {
      retryAfterSeconds
    }
  }
`;

/** A mutation's typed error: its message, its id, and the field errors of a ValidationError. */
export type UserErrorFields = UserErrorLike & {
  readonly __typename: string;
  readonly fieldErrors?: readonly ServerFieldError[];
};

/** A mutation result whose union spreads `...userErrorFields_error @alias(as: "userError")`. */
export type UserErrorResult = { readonly userError?: userErrorFields_error$key | null };

/** The typed error inside a mutation result, or null when the result is not a UserError. */
export function readUserError(result: UserErrorResult): UserErrorFields | null {
  const error = readInlineData(userErrorFieldsFragment, result.userError ?? null);
  if (!error) return null;
  const { __typename, message, messageId, retryAfterSeconds, fieldErrors } = error;
  return {
    __typename,
    message,
    messageId,
    retryAfterSeconds,
    fieldErrors: fieldErrors?.map(({ field, message: text, messageId: id }) => ({ field, message: text, messageId: id })),
  };
}
