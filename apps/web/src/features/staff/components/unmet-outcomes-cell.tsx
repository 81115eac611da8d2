/**
 * How many Care Act outcomes the stored answers suggest are unmet, and whether that reaches the
 * indicative threshold: a pointer to which cases to read first, never a decision. A carer can
 * reach it with no outcome unmet (their health at risk), so the tag is shown beside the count
 * rather than read from it.
 */
export function UnmetOutcomesCell(props: {
  count: number | null;
  isThresholdReached: boolean | null;
}) {
  if (props.count === null) return <>Not recorded</>;
  return (
    <>
      {props.count}
      {props.isThresholdReached && (
        <>
          {' '}
          <strong className="govuk-tag govuk-tag--purple">Reaches indicative threshold</strong>
        </>
      )}
    </>
  );
}
