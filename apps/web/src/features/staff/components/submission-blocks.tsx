import type { SubmissionBlock } from '@csa/contracts';
import { ResidentText } from '../../../components/ui/resident-text.tsx';

type Entry = Extract<SubmissionBlock, { kind: 'entry' }>;
type Link = Extract<SubmissionBlock, { kind: 'link' }>;
type Group =
  | { kind: 'entries'; entries: Entry[] }
  | { kind: 'links'; links: Link[] }
  | Exclude<SubmissionBlock, Entry | Link>;

/** Runs of entries become one summary list, runs of links one list. */
function groupBlocks(blocks: SubmissionBlock[]): Group[] {
  const groups: Group[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.kind === 'entry') {
      if (last?.kind === 'entries') last.entries.push(block);
      else groups.push({ kind: 'entries', entries: [block] });
    } else if (block.kind === 'link') {
      if (last?.kind === 'links') last.links.push(block);
      else groups.push({ kind: 'links', links: [block] });
    } else {
      groups.push(block);
    }
  }
  return groups;
}

/** Headings under the page's own h2 "The submission", keeping the PDF's levels in order. A
 * heading may name a person the resident named ("Person 1: ..."). */
function Heading(props: { level: number; text: string }) {
  const text = <ResidentText text={props.text} />;
  if (props.level <= 1) return <h3 className="govuk-heading-m">{text}</h3>;
  if (props.level === 2) return <h4 className="govuk-heading-s">{text}</h4>;
  return <h5 className="govuk-heading-s">{text}</h5>;
}

/** The submission as the council's PDF reads it: every answer and personal detail as the
 * resident submitted it, and the suggested help. */
export function SubmissionBlocks(props: { blocks: SubmissionBlock[] }) {
  return (
    <>
      {groupBlocks(props.blocks).map((group, index) => {
        const key = `${group.kind}-${index}`;
        switch (group.kind) {
          case 'heading':
            return <Heading key={key} level={group.level} text={group.text} />;
          case 'paragraph':
            return (
              <p key={key} className="govuk-body">
                {group.text}
              </p>
            );
          case 'links':
            return (
              <ul key={key} className="govuk-list govuk-list--bullet app-link-list">
                {group.links.map((link) => (
                  <li key={link.url}>
                    <a
                      className="govuk-link"
                      href={link.url}
                      rel="noreferrer noopener"
                      target="_blank"
                    >
                      {link.label} (opens in new tab)
                    </a>
                  </li>
                ))}
              </ul>
            );
          case 'entries':
            return (
              <dl key={key} className="govuk-summary-list">
                {group.entries.map((entry, entryIndex) => (
                  <div key={`${entry.label}-${entryIndex}`} className="govuk-summary-list__row">
                    <dt className="govuk-summary-list__key">{entry.label}</dt>
                    <dd className="govuk-summary-list__value">
                      {Array.isArray(entry.value) ? (
                        <ul className="govuk-list">
                          {entry.value.map((value) => (
                            <li key={value}>
                              <ResidentText text={value} />
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <ResidentText text={entry.value} />
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            );
          default:
            return null;
        }
      })}
    </>
  );
}
