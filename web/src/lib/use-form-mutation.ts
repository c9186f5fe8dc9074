import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import type { RequestError } from './api/errors';
import { applyServerErrors, type FieldNameOf } from './form-rules';

/**
 * An RTK Query mutation call (it has `unwrap`) or any promise that rejects with the request error.
 * `unwrap?: never` keeps TypeScript from reading an RTK call (itself a promise of `{data} | {error}`) as a plain promise.
 */
type MutationCall<R> = { unwrap(): Promise<R> } | (Promise<R> & { unwrap?: never });

export type FormMutationResult<R> =
  | { ok: true; data: R }
  | { ok: false; error: RequestError; /** the fields that got a server message under their input */ fields: string[] };

/**
 * Runs a mutation for antd form(s): resolves to the answer, or, when the call failed, puts the server's field
 * errors (`details: [{field, message}]`) under the matching inputs and resolves to the error. It never
 * rejects, so a submit handler needs no try/catch; the base query has already toasted the general message.
 * A step-by-step form passes all of its forms: each one only shows the fields it holds.
 */
export function useFormMutation<Arg, R>(
  forms: FormInstance | readonly FormInstance[],
  mutate: (arg: Arg) => MutationCall<R>,
  /** For forms whose field names differ from the server's dotted paths (e.g. list indexes as numbers). */
  nameOf?: FieldNameOf,
): (arg: Arg) => Promise<FormMutationResult<R>> {
  return useCallback(
    async (arg: Arg) => {
      try {
        const call = mutate(arg);
        const data = await (call.unwrap ? call.unwrap() : call);
        return { ok: true as const, data };
      } catch (caught) {
        const error = caught as RequestError;
        const all = Array.isArray(forms) ? forms : [forms as FormInstance];
        const fields = [...new Set(all.flatMap((form) => applyServerErrors(form, error, nameOf)))];
        return { ok: false as const, error, fields };
      }
    },
    [forms, mutate, nameOf],
  );
}
