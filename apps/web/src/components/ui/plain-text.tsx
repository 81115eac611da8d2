import { withoutBidiControls } from '@csa/contracts';

const httpsAddress = /(https:\/\/[^\s<>"]+[^\s<>".,;:!?)])/;

/**
 * Wording a council published (docs/decisions/0140): plain text whose blank lines are
 * paragraphs and whose https addresses are links. Every part is a React text node, so markup
 * in the text is shown as the characters it is and never becomes part of the page.
 */
export function PlainText(props: { text: string; className?: string }) {
  const paragraphs = withoutBidiControls(props.text)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p className={props.className ?? 'govuk-body'} key={index}>
          {paragraph.split('\n').map((line, lineIndex) => (
            <span key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line.split(httpsAddress).map((part, partIndex) =>
                partIndex % 2 === 1 ? (
                  <a className="govuk-link" href={part} key={partIndex}>
                    {part}
                  </a>
                ) : (
                  part
                ),
              )}
            </span>
          ))}
        </p>
      ))}
    </>
  );
}
