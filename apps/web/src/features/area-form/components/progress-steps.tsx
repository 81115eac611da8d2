import { areaFormStrings } from '../lib/area-form-strings.ts';

/**
 * The progress dots of spec §2, as an ordered list screen readers can walk ("Step 3 of 7,
 * current step"); the step heading says "Step 3 of 7" too. The number of steps follows the
 * answers: ticking another part of the area adds its pages.
 */
export function ProgressSteps(props: { currentIndex: number; total: number }) {
  const { currentIndex, total } = props;
  return (
    <ol className="app-progress__dots" aria-label={areaFormStrings.progressLabel}>
      {Array.from({ length: total }, (_, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'to-do';
        const stateText =
          state === 'done'
            ? areaFormStrings.stepDone
            : state === 'current'
              ? areaFormStrings.stepCurrent
              : areaFormStrings.stepToDo;
        return (
          <li
            key={index}
            className={`app-progress__dot app-progress__dot--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="govuk-visually-hidden">
              {areaFormStrings.stepOf(index + 1, total)}, {stateText}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
