import type { FormTypeCode, PersonalDetails } from '@csa/contracts';
import { isStoredAreaComplete, type Pathway } from '@csa/questionnaire';
import { ResidentText } from '../../../components/ui/resident-text.tsx';
import { fromPreviewQuery, paths } from '../../../config/paths.ts';
import { messages } from '../../../lib/assessment-messages.ts';
import { answerRows, rowsBySection, type AnswerRow } from '../utils/answer-rows.ts';
import { agentRows, personalDetailsRows, personCaredForRows } from '@csa/contracts/display';
import type { ReadDirtyFields } from '../../../lib/assessment-queries/read-dirty-fields.ts';
import { SummaryCard } from './summary-card.tsx';

function AnswerLines(props: { lines: string[] }) {
  if (props.lines.length === 0) return <>{messages.preview.notAnswered}</>;
  const [only] = props.lines;
  if (props.lines.length === 1 && only !== undefined) {
    return (
      <span className="app-preserve-lines">
        <ResidentText text={only} />
      </span>
    );
  }
  return (
    <ul className="govuk-list govuk-list--bullet">
      {props.lines.map((line) => (
        <li key={line}>
          <ResidentText text={line} />
        </li>
      ))}
    </ul>
  );
}

/** Check your answers: one card per completed area, in the pathway's order, then the
 * personal details; each with a Change link when the assessment can still be changed. */
export function AnswersSummary(props: {
  formTypeCode: FormTypeCode;
  formId: string;
  pathway: Pathway;
  dirty: ReadDirtyFields;
  canChange: boolean;
}) {
  const { formTypeCode, formId, pathway, dirty, canChange } = props;
  const completed = pathway.topics.filter((topic) => isStoredAreaComplete(topic, dirty.fields));
  return (
    <>
      {completed.length === 0 && <p className="govuk-body">{messages.preview.noAreas}</p>}
      {completed.map((topic) => {
        const rows = answerRows(topic, dirty.areas[topic.id]?.answers ?? {});
        const toCardRows = (list: AnswerRow[]) =>
          list.map((row) => ({ key: row.question, value: <AnswerLines lines={row.answer} /> }));
        return (
          <SummaryCard
            key={topic.id}
            title={topic.title}
            {...(canChange
              ? {
                  changeHref: `${paths.area.getHref(formTypeCode, formId, topic.id)}${fromPreviewQuery}`,
                }
              : {})}
            rows={toCardRows(rows)}
            sections={rowsBySection(rows).map((section) => ({
              title: section.title,
              rows: toCardRows(section.rows),
            }))}
          />
        );
      })}
      {dirty.personalDetails && (
        <PersonalDetailsCards
          details={dirty.personalDetails}
          {...(canChange
            ? { changeHref: `${paths.submitter.getHref(formTypeCode, formId)}${fromPreviewQuery}` }
            : {})}
        />
      )}
    </>
  );
}

function PersonalDetailsCards(props: { details: PersonalDetails; changeHref?: string }) {
  const { details, changeHref } = props;
  const link = changeHref ? { changeHref } : {};
  return (
    <>
      <SummaryCard
        title={messages.overview.personalDetails}
        rows={personalDetailsRows(details)}
        {...link}
      />
      {details.isCompletedByAgent && (
        <SummaryCard title="Filled in by" rows={agentRows(details)} {...link} />
      )}
      {(details.peopleCaredFor ?? []).map((person, index) => (
        <SummaryCard
          key={`person-${String(index)}`}
          title={`Person you care for ${String(index + 1)}`}
          rows={personCaredForRows(person)}
          {...link}
        />
      ))}
    </>
  );
}
