import { useState, type FormEvent } from 'react';
import { useMutation, type GraphQLTaggedNode } from 'react-relay/hooks';
import type { MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { useUserErrorText } from '../auth/useUserErrorText';
import { readUserError, type UserErrorFields, type UserErrorResult } from './userErrorFields';

/** A mutation whose one root field is a result union spreading `userErrorFields_error`. */
type FormMutation = MutationParameters & { readonly response: Readonly<Record<string, UserErrorResult>> };

/** The result union of the mutation's root field. */
type ResultOf<M extends FormMutation> = M['response'][keyof M['response']];

type MutationFormOptions<M extends FormMutation, Result = ResultOf<M>> = {
  /** The mutation's root field. */
  field: keyof M['response'];
  /** A success; a returned promise keeps the form pending until it settles. */
  onSuccess: (result: Result, variables: M['variables']) => void | Promise<unknown>;
  /**
   * A typed error (`error`, with `text` in the interface language) or a failed request (both
   * undefined). Field errors of a ValidationError go to `form` first when it is given.
   */
  onFailure: (text: string | undefined, error: UserErrorFields | undefined) => void;
  /** The form whose fields show the field errors of a ValidationError. */
  form?: { showServerErrors: (fieldErrors: NonNullable<UserErrorFields['fieldErrors']>) => void };
  /** Logs a failed request to the console under this label. */
  logAs?: string;
  /** Store changes beyond what the response's ids and directives make by themselves. */
  updater?: SelectorStoreUpdater<M['response']>;
};

/**
 * The plumbing of a form that runs one mutation: a pending flag, one submission at a time, and the
 * result sorted into success or typed error (see userErrorFields).
 */
export function useMutationForm<M extends FormMutation>(mutation: GraphQLTaggedNode, options: MutationFormOptions<M>) {
  const errorText = useUserErrorText();
  const [commit, inFlight] = useMutation<M>(mutation);
  const [finishing, setFinishing] = useState(false);
  const pending = inFlight || finishing;

  /** Runs the mutation with these variables unless one is already under way. */
  const submit = (variables: M['variables']) => {
    if (pending) return;
    const { field, onSuccess, onFailure, form, logAs, updater } = options;
    commit({
      variables,
      updater,
      onCompleted: (response) => {
        const outcome = response[field] as ResultOf<M>;
        const error = readUserError(outcome);
        if (!error) {
          const done = onSuccess(outcome, variables);
          if (!done) return;
          setFinishing(true);
          void done.finally(() => setFinishing(false));
          return;
        }
        if (error.fieldErrors) form?.showServerErrors(error.fieldErrors);
        onFailure(errorText(error), error);
      },
      onError: (error) => {
        if (logAs) console.error(logAs, error);
        onFailure(undefined, undefined);
      },
    });
  };

  /** A form's submit handler: `prepare` returns the variables, or null to stop (say, on invalid input). */
  const onSubmit = (prepare: () => M['variables'] | null) => (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const variables = prepare();
    if (variables) submit(variables);
  };

  return { submit, onSubmit, pending, errorText };
}
