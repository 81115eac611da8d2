import { areaFormStrings } from '../lib/area-form-strings.ts';

/**
 * Next (Continue on the last step) submits the step; Previous (Cancel on the first) goes
 * back. While a save is on its way the buttons say they are unavailable (aria-disabled)
 * instead of being disabled, so keyboard focus is not thrown off the button just pressed;
 * the saver ignores presses meanwhile.
 */
export function StepButtons(props: {
  isFirst: boolean;
  isLast: boolean;
  isSaving: boolean;
  onBack: () => void;
}) {
  const disabledClass = props.isSaving ? ' govuk-button--disabled' : '';
  return (
    <div className="govuk-button-group">
      <button
        type="submit"
        className={`govuk-button${disabledClass}`}
        aria-disabled={props.isSaving || undefined}
      >
        {props.isLast ? areaFormStrings.continue : areaFormStrings.next}
      </button>
      <button
        type="button"
        className={`govuk-button govuk-button--secondary${disabledClass}`}
        aria-disabled={props.isSaving || undefined}
        onClick={() => {
          if (!props.isSaving) props.onBack();
        }}
      >
        {props.isFirst ? areaFormStrings.cancel : areaFormStrings.previous}
      </button>
    </div>
  );
}
