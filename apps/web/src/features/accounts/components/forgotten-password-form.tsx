import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailAddressSchema } from '@csa/contracts';
import { useRecoverPassword } from '../api/recover-password.ts';
import { summaryErrors } from '../lib/form-errors.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';

const schema = z.object({ email: emailAddressSchema });

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgottenPasswordForm(props: { onBack: () => void }) {
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    // The error summary takes focus instead (GOV.UK pattern).
    shouldFocusError: false,
    defaultValues: { email: '' },
  });
  const recover = useRecoverPassword();
  const [message, setMessage] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { errors } = form.formState;
  // The answer is the result of the button: focus goes to it so it is read out.
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  const onSubmit = form.handleSubmit(
    async ({ email }) => {
      try {
        setMessage((await recover.mutateAsync(email)).message);
      } catch {
        setMessage('Could not initiate the password reset, please try again later.');
      }
    },
    () => setAttempt((count) => count + 1),
  );

  if (message) {
    return (
      <>
        <div
          className="govuk-inset-text app-focus-target"
          role="status"
          tabIndex={-1}
          ref={messageRef}
        >
          {message}
        </div>
        <button type="button" className="govuk-button" onClick={props.onBack}>
          Back to sign in
        </button>
      </>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary errors={summaryErrors(errors, { email: 'recover-email' })} focusKey={attempt} />
      <TextField
        id="recover-email"
        label="Email address"
        hint="We will send you a link to choose a new password"
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <div className="govuk-button-group">
        <button type="submit" className="govuk-button" disabled={recover.isPending}>
          Send reset link
        </button>
        <button
          type="button"
          className="govuk-button govuk-button--secondary"
          onClick={props.onBack}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
