// Problems of a template form, from the shared rules in the browser or the server's ValidationError,
// sorted to where they show: under a field, under a box's role, or above the boxes.
import { useMemo } from 'react';
import type { z } from 'zod';
import { useUserErrorText } from '../auth/useUserErrorText';
import type { EditorBox } from './boxGeometry';

/** One problem as the server lists it: `field` is a path such as `name` or `boxes.2.role`. */
export type TemplateFieldError = { readonly field: string; readonly message: string; readonly messageId: string };

/** The shared zod rules' issues as field errors (their messages are message ids). */
export function fieldErrorsOf(error: z.ZodError): TemplateFieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message, messageId: issue.message }));
}

/** The texts of these problems in the interface language, placed by field. */
export function useTemplateFieldErrors(errors: readonly TemplateFieldError[], boxes: readonly EditorBox[]) {
  const errorText = useUserErrorText();
  return useMemo(() => {
    const fields: Record<string, string> = {};
    const roles: Record<string, string> = {};
    let boxesError: string | undefined;
    for (const error of errors) {
      const [head, index] = error.field.split('.');
      const box = head === 'boxes' && index !== undefined ? boxes[Number(index)] : undefined;
      if (box) roles[box.key] ??= errorText(error);
      else if (head === 'boxes') boxesError ??= errorText(error);
      else fields[head ?? ''] ??= errorText(error);
    }
    return { fields, roles, boxesError };
  }, [errors, boxes, errorText]);
}

/** A comma-separated list as typed (aliases, tags), without blanks. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
}
