import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { applyServerErrors, summaryErrors } from '../lib/form-errors.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

/**
 * The shared life of the sign-in and sign-up forms: zod validation, the GOV.UK error summary
 * (which takes focus on every failed attempt, hence `attempt`), server field errors placed
 * beside their fields, and on success signing in and returning to the saved page.
 */
export function useSignInForm<Input extends FieldValues, Output extends FieldValues>(options: {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Each field's input id, in page order, for the error summary's links. */
  fieldIds: Record<Path<Input>, string>;
  /** Resolves to the new session's token, or null when sign-in needs another step first. */
  signIn: (values: Output) => Promise<{ token: string } | null>;
  failureMessage: string;
}) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema),
    // The error summary takes focus instead (GOV.UK pattern).
    shouldFocusError: false,
    defaultValues: options.defaultValues,
  });
  const completeSignIn = useCompleteSignIn();
  const [pageError, setPageError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const fieldNames = Object.keys(options.fieldIds) as Path<Input>[];

  const onSubmit = form.handleSubmit(
    async (values) => {
      setPageError(null);
      try {
        const result = await options.signIn(values);
        if (result) await completeSignIn(result.token);
      } catch (error) {
        setPageError(applyServerErrors(error, form.setError, fieldNames, options.failureMessage));
        setAttempt((count) => count + 1);
      }
    },
    () => setAttempt((count) => count + 1),
  );

  const summary = [
    ...(pageError ? [{ message: pageError }] : []),
    ...summaryErrors(form.formState.errors, options.fieldIds),
  ];
  return { form, errors: form.formState.errors, onSubmit, summary, attempt };
}
