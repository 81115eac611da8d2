import { useState } from 'react';
import {
  councilFlavours,
  linkCategories,
  type CouncilFlavour,
  type FormTypeCode,
  type LinkEntry,
} from '@csa/questionnaire';
import { ErrorSummary, type SummaryError } from '../../../components/ui/error-summary.tsx';
import {
  describedBy,
  ErrorMessage,
  FormGroup,
  Hint,
} from '../../../components/ui/form/field-parts.tsx';
import { CheckboxesField } from '../../../components/ui/form/checkboxes-field.tsx';
import { useErrorSummary } from '../../../components/ui/form/use-error-summary.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { areaTitle, contentMessages } from '../content-messages.ts';
import { pathwayAreaKeys } from '../lib/edit-links.ts';
import { DraftConflict } from './draft-save-problem.tsx';

export interface LinkFormValues {
  entry: LinkEntry;
  areaKeys: string[];
}

const httpsMessage = 'Enter an address that starts with https://, like https://www.example.org.uk';

/** A server field error on a link ("content.links.local.flavours.kent.areas.x.0.url") as the
 * form's own field, in the form's words. */
function linkFieldErrors(error: ApiError): SummaryError[] {
  const found: SummaryError[] = [];
  for (const entry of error.errors) {
    const field = entry.field?.split('.').at(-1);
    if (field === 'url') found.push({ targetId: 'link-url', message: httpsMessage });
    else if (field === 'label') found.push({ targetId: 'link-label', message: 'Enter the label' });
  }
  return found.filter(
    (item, index) => found.findIndex((other) => other.targetId === item.targetId) === index,
  );
}

/**
 * Adds or changes a link. `onSave` saves the draft and throws the server's refusal, which is
 * shown here; what was typed stays in the form whatever happens.
 */
export function LinkForm(props: {
  formTypeCode: FormTypeCode;
  flavour: CouncilFlavour;
  initial: LinkFormValues;
  isNew: boolean;
  isSaving: boolean;
  onSave: (values: LinkFormValues) => Promise<void>;
  onCancel: () => void;
  onReload: () => void;
}) {
  const [entry, setEntry] = useState(props.initial.entry);
  const [areaKeys, setAreaKeys] = useState(props.initial.areaKeys);
  const [isConflict, setIsConflict] = useState(false);
  const problems = useErrorSummary();
  const labelError = problems.errorFor('link-label');
  const urlError = problems.errorFor('link-url');
  const areasError = problems.errorFor(`link-area-${pathwayAreaKeys(props.formTypeCode)[0]}`);

  const onSubmit = async () => {
    if (props.isSaving) return;
    const errors: SummaryError[] = [];
    if (entry.label.trim() === '')
      errors.push({ targetId: 'link-label', message: 'Enter the label' });
    if (entry.url.trim() === '') errors.push({ targetId: 'link-url', message: httpsMessage });
    if (areaKeys.length === 0) {
      errors.push({
        targetId: `link-area-${pathwayAreaKeys(props.formTypeCode)[0]}`,
        message: 'Select at least one area',
      });
    }
    if (errors.length > 0) {
      problems.show(errors);
      return;
    }
    try {
      await props.onSave({
        entry: { ...entry, label: entry.label.trim(), url: entry.url.trim() },
        areaKeys,
      });
      problems.clear();
    } catch (error) {
      setIsConflict(error instanceof ApiError && error.status === 409);
      const fields = error instanceof ApiError ? linkFieldErrors(error) : [];
      problems.show(
        fields.length > 0
          ? fields
          : [{ message: error instanceof ApiError ? error.message : contentMessages.saveFailed }],
      );
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <h2 className="govuk-heading-m" id="link-form-title" tabIndex={-1}>
        {props.isNew ? 'Add a link' : `Change “${props.initial.entry.label}”`}
      </h2>
      <ErrorSummary {...problems.summary} />
      <DraftConflict
        isShown={isConflict}
        onReload={() => {
          setIsConflict(false);
          problems.clear();
          props.onReload();
        }}
      />
      <FormGroup error={labelError}>
        <label className="govuk-label govuk-label--s" htmlFor="link-label">
          Label
        </label>
        <Hint id="link-label">The words residents click, such as the service’s name.</Hint>
        <ErrorMessage id="link-label" message={labelError} />
        <input
          id="link-label"
          className={`govuk-input${labelError ? ' govuk-input--error' : ''}`}
          type="text"
          value={entry.label}
          aria-describedby={describedBy('link-label', true, labelError)}
          onChange={(event) => setEntry({ ...entry, label: event.target.value })}
        />
      </FormGroup>
      <FormGroup error={urlError}>
        <label className="govuk-label govuk-label--s" htmlFor="link-url">
          Address
        </label>
        <Hint id="link-url">Only secure addresses starting with https:// can be published.</Hint>
        <ErrorMessage id="link-url" message={urlError} />
        <input
          id="link-url"
          className={`govuk-input${urlError ? ' govuk-input--error' : ''}`}
          type="url"
          spellCheck={false}
          autoComplete="off"
          value={entry.url}
          aria-describedby={describedBy('link-url', true, urlError)}
          onChange={(event) => setEntry({ ...entry, url: event.target.value })}
        />
      </FormGroup>
      <div className="govuk-form-group">
        <label className="govuk-label govuk-label--s" htmlFor="link-category">
          Category
        </label>
        <select
          id="link-category"
          className="govuk-select"
          value={entry.category}
          onChange={(event) =>
            setEntry({ ...entry, category: event.target.value as LinkEntry['category'] })
          }
        >
          {linkCategories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <CheckboxesField
        id="link-area"
        legend="Areas it serves"
        hint="The link is listed under each area selected, with this label and category."
        error={areasError}
        options={pathwayAreaKeys(props.formTypeCode).map((areaKey) => ({
          value: areaKey,
          label: areaTitle(areaKey),
        }))}
        value={areaKeys}
        onChange={setAreaKeys}
      />
      <div className="govuk-form-group">
        <fieldset className="govuk-fieldset" aria-describedby="link-local-hint">
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">
            Local or National
          </legend>
          <div id="link-local-hint" className="govuk-hint">
            Local links are this council’s own services; residents see a Local badge.
          </div>
          <div className="govuk-radios govuk-radios--small govuk-radios--inline">
            {[
              { value: true, label: 'Local' },
              { value: false, label: 'National' },
            ].map((option) => (
              <div key={option.label} className="govuk-radios__item">
                <input
                  className="govuk-radios__input"
                  id={`link-local-${option.label}`}
                  name="link-local"
                  type="radio"
                  checked={entry.localContent === option.value}
                  onChange={() => setEntry({ ...entry, localContent: option.value })}
                />
                <label
                  className="govuk-label govuk-radios__label"
                  htmlFor={`link-local-${option.label}`}
                >
                  {option.label}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="govuk-form-group">
        <fieldset className="govuk-fieldset" aria-describedby="link-hidden-hint">
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">
            Hidden for these kinds of council
          </legend>
          <div id="link-hidden-hint" className="govuk-hint">
            Leave all unselected to show the link everywhere.
          </div>
          <div className="govuk-checkboxes govuk-checkboxes--small">
            {councilFlavours.map((flavour) => (
              <div key={flavour} className="govuk-checkboxes__item">
                <input
                  className="govuk-checkboxes__input"
                  id={`link-hidden-${flavour}`}
                  type="checkbox"
                  checked={entry.blacklist.includes(flavour)}
                  onChange={(event) =>
                    setEntry({
                      ...entry,
                      blacklist: event.target.checked
                        ? [...entry.blacklist, flavour]
                        : entry.blacklist.filter((hidden) => hidden !== flavour),
                    })
                  }
                />
                <label
                  className="govuk-label govuk-checkboxes__label"
                  htmlFor={`link-hidden-${flavour}`}
                >
                  {flavour === 'london-borough' ? 'London borough' : 'Kent'}
                  {flavour === props.flavour && ' (this council)'}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="govuk-button-group">
        <button type="submit" className="govuk-button" aria-disabled={props.isSaving || undefined}>
          Save link in draft
        </button>
        <button
          type="button"
          className="govuk-button govuk-button--secondary"
          onClick={props.onCancel}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
