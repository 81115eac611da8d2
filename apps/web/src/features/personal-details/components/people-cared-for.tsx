import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { constants } from '@csa/contracts';
import { ErrorMessage } from '../../../components/ui/form/field-parts.tsx';
import {
  emptyPersonCaredFor,
  type PersonalDetailsFormValues,
} from '../utils/personal-details-form-values.ts';
import { PersonCaredForFields } from './person-cared-for-fields.tsx';

/** The list's heading, where a problem with the list as a whole is shown and its link lands. */
export const peopleCaredForHeadingId = 'people-cared-for-heading';

/**
 * CARERS: the people the carer looks after (spec §3; at least 1). Each person is edited in
 * place; removing one asks first, because it throws their answers away. Focus follows the
 * change: to the new person's first question, or back to the list after a removal.
 */
export function PeopleCaredFor(props: {
  control: Control<PersonalDetailsFormValues>;
  register: UseFormRegister<PersonalDetailsFormValues>;
  errors: Record<string, string>;
}) {
  const { control, register, errors } = props;
  const { fields, append, remove } = useFieldArray({ control, name: 'peopleCaredFor' });
  const people = useWatch({ control, name: 'peopleCaredFor' });
  const [confirmingIndex, setConfirmingIndex] = useState<number | null>(null);
  const focusTarget = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const setFocusTarget = (target: string) => {
    focusTarget.current = target;
  };

  // After the render that added, removed or asked about a person, move focus as promised.
  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else document.getElementById(target)?.focus();
  });

  const typedName = (index: number) => {
    const person = people[index];
    return [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();
  };
  const nameOf = (index: number) => typedName(index) || `person ${String(index + 1)}`;

  return (
    <section aria-labelledby={peopleCaredForHeadingId}>
      <h2 className="govuk-heading-m" id={peopleCaredForHeadingId} tabIndex={-1} ref={headingRef}>
        The people you care for
      </h2>
      <ErrorMessage id="peopleCaredFor" message={errors.peopleCaredFor} />
      {fields.map((field, index) => (
        <fieldset className="govuk-fieldset app-person-cared-for" key={field.id}>
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">
            <h3 className="govuk-fieldset__heading">
              {[`Person ${String(index + 1)}`, typedName(index)].filter(Boolean).join(': ')}
            </h3>
          </legend>
          <PersonCaredForFields
            index={index}
            control={control}
            register={register}
            errors={errors}
          />
          {fields.length > constants.minimumPeopleCaredFor &&
            (confirmingIndex === index ? (
              <div
                className="app-confirm-removal"
                role="group"
                aria-labelledby={`remove-${field.id}`}
              >
                <p className="govuk-body govuk-!-font-weight-bold" id={`remove-${field.id}`}>
                  {`Are you sure you want to remove ${nameOf(index)}? Their details will be deleted when you save.`}
                </p>
                <div className="govuk-button-group">
                  <button
                    type="button"
                    className="govuk-button govuk-button--warning"
                    onClick={() => {
                      remove(index);
                      setConfirmingIndex(null);
                      setFocusTarget('heading');
                    }}
                  >
                    Yes, remove
                  </button>
                  <button
                    type="button"
                    className="govuk-button govuk-button--secondary"
                    id={`keep-${field.id}`}
                    onClick={() => {
                      setConfirmingIndex(null);
                      setFocusTarget(`remove-button-${field.id}`);
                    }}
                  >
                    No, keep them
                  </button>
                </div>
              </div>
            ) : (
              <button
                type="button"
                className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
                id={`remove-button-${field.id}`}
                onClick={() => {
                  setConfirmingIndex(index);
                  setFocusTarget(`keep-${field.id}`);
                }}
              >
                Remove <span className="govuk-visually-hidden">{nameOf(index)}</span>
              </button>
            ))}
        </fieldset>
      ))}
      <button
        type="button"
        className="govuk-button govuk-button--secondary"
        onClick={() => {
          append(emptyPersonCaredFor(), { shouldFocus: false });
          setFocusTarget(`peopleCaredFor-${String(fields.length)}-firstName`);
        }}
      >
        Add another person
      </button>
    </section>
  );
}
