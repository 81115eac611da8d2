import { Link } from 'react-router';
import { messages } from '../../../lib/assessment-messages.ts';
import type { AreaStatus } from '../utils/overview-progress.ts';

export interface TaskListEntry {
  id: string;
  title: string;
  hint?: string;
  status: AreaStatus;
  /** Absent when the assessment can no longer be changed: the task is shown, not linked. */
  href?: string;
}

function StatusTag(props: { status: AreaStatus }) {
  if (props.status === 'completed') return <>{messages.areaStatus.completed}</>;
  if (props.status === 'incomplete') {
    return (
      <strong className="govuk-tag govuk-tag--light-blue">{messages.areaStatus.incomplete}</strong>
    );
  }
  return <strong className="govuk-tag govuk-tag--blue">{messages.areaStatus.notStarted}</strong>;
}

/** A GOV.UK task list: each task's name, a short hint and its state, which screen readers
 * hear together with the link. */
export function AreaTaskList(props: { entries: TaskListEntry[] }) {
  return (
    <ul className="govuk-task-list">
      {props.entries.map((entry) => {
        const hintId = `task-${entry.id}-hint`;
        const statusId = `task-${entry.id}-status`;
        const describedBy = entry.hint ? `${hintId} ${statusId}` : statusId;
        return (
          <li
            key={entry.id}
            className={`govuk-task-list__item${entry.href ? ' govuk-task-list__item--with-link' : ''}`}
          >
            <div className="govuk-task-list__name-and-hint">
              {entry.href ? (
                <Link
                  className="govuk-link govuk-task-list__link"
                  to={entry.href}
                  aria-describedby={describedBy}
                >
                  {entry.title}
                </Link>
              ) : (
                <div>{entry.title}</div>
              )}
              {entry.hint && (
                <div id={hintId} className="govuk-task-list__hint">
                  {entry.hint}
                </div>
              )}
            </div>
            <div className="govuk-task-list__status" id={statusId}>
              <StatusTag status={entry.status} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
