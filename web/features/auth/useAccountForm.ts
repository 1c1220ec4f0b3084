import { useCallback, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../../core/validation/account';
import { useUserErrorText, type UserErrorLike } from './useUserErrorText';

type FieldErrorsState = Partial<Record<string, UserErrorLike>>;

/** A field error as the server's ValidationError lists it. */
export type ServerFieldError = { readonly field: string; readonly message: string; readonly messageId: string };

function issuesOf(error: z.ZodError): FieldErrorsState {
  return Object.fromEntries(
    // The id is its own fallback text: every locale has the shared rules' ids (npm run i18n:check).
    fieldErrors(error).map(({ field, messageId }) => [field, { messageId, message: messageId }]),
  );
}

/**
 * State of an account form checked with one of the shared zod schemas (core/validation), so the
 * browser shows the same messages as the server. Checks on submit, then on every change.
 */
export function useAccountForm<Values extends Record<string, string>, Parsed>(schema: z.ZodType<Parsed, Values>, initialValues: Values) {
  const errorText = useUserErrorText();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrorsState>({});
  const [submitted, setSubmitted] = useState(false);

  const check = useCallback(
    (next: Values): Parsed | null => {
      const result = schema.safeParse(next);
      setErrors(result.success ? {} : issuesOf(result.error));
      return result.success ? result.data : null;
    },
    [schema],
  );

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (submitted) check(next);
  };

  /** The props an input needs for the field `name`, with its error in the interface language. */
  const field = (name: Extract<keyof Values, string>) => {
    const error = errors[name];
    return { name, value: values[name], onChange, error: error ? errorText(error) : undefined };
  };

  /** Checks every field, shows the messages, and returns the parsed values when all pass. */
  const validate = () => {
    setSubmitted(true);
    return check(values);
  };

  /** Shows a server ValidationError's messages under their fields. */
  const showServerErrors = (list: readonly ServerFieldError[]) => {
    setErrors(Object.fromEntries(list.map(({ field: name, message, messageId }) => [name, { message, messageId }])));
  };

  const reset = () => {
    setValues(initialValues);
    setErrors({});
    setSubmitted(false);
  };

  return { values, field, validate, showServerErrors, reset };
}
