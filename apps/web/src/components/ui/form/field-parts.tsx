import type { ReactNode } from 'react';

/** The id of a field from its dotted form path ('agent.email' → 'agent-email'); the error
 * summary links to it. */
export function fieldId(path: string): string {
  return path.replace(/\./g, '-');
}

/** aria-describedby for a field's hint and error, in the order GOV.UK reads them. */
export function describedBy(id: string, hasHint: boolean, error?: string): string | undefined {
  const ids = [hasHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FormGroup(props: {
  error?: string | undefined;
  /** Classes of a component that styles its group, such as `govuk-password-input`. */
  className?: string;
  children: ReactNode;
}) {
  const classes = ['govuk-form-group', props.className, props.error && 'govuk-form-group--error'];
  return <div className={classes.filter(Boolean).join(' ')}>{props.children}</div>;
}

export function Hint(props: { id: string; children?: ReactNode }) {
  if (props.children === undefined) return null;
  return (
    <div id={`${props.id}-hint`} className="govuk-hint">
      {props.children}
    </div>
  );
}

/** A field's inline error. `isAlert` announces it as it appears, for a field checked where
 * no error summary is shown (a box in a dialog). */
export function ErrorMessage(props: {
  id: string;
  message?: string | undefined;
  isAlert?: boolean;
}) {
  if (!props.message) return null;
  return (
    <p
      id={`${props.id}-error`}
      className="govuk-error-message"
      role={props.isAlert ? 'alert' : undefined}
    >
      <span className="govuk-visually-hidden">Error:</span> {props.message}
    </p>
  );
}

/** A question answered with several inputs: its group, a fieldset named by its legend, then
 * the hint and the error the fieldset points to, then the inputs. `isGroup` is for inputs that
 * make one answer together (a date's parts), which GOV.UK marks as a group, not a choice. */
export function QuestionFieldset(props: {
  id: string;
  legend: string;
  hint?: ReactNode;
  error?: string | undefined;
  isGroup?: boolean;
  children: ReactNode;
}) {
  const { id } = props;
  return (
    <FormGroup error={props.error}>
      <fieldset
        className="govuk-fieldset"
        role={props.isGroup ? 'group' : undefined}
        aria-describedby={describedBy(id, props.hint !== undefined, props.error)}
      >
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{props.legend}</legend>
        <Hint id={id}>{props.hint}</Hint>
        <ErrorMessage id={id} message={props.error} />
        {props.children}
      </fieldset>
    </FormGroup>
  );
}
