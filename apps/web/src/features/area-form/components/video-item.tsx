import { Link } from 'react-router';
import type { Item } from '@csa/questionnaire';
import { paths } from '../../../config/paths.ts';
import { useRuntimeConfig } from '../../../config/runtime-config.tsx';
import { useConsent } from '../../../lib/cookie-consent/use-consent.ts';
import { areaFormStrings } from '../lib/area-form-strings.ts';
import { videoSource } from '../lib/video-source.ts';

/**
 * A spotlightr or youtube video with its transcript. The player sets cookies, so it is framed
 * only after the resident accepted additional cookies; until then, and whenever the council
 * has not recorded a video, the transcript carries the content on its own.
 */
export function VideoItem(props: { item: Item; topicId: string }) {
  const { item } = props;
  const config = useRuntimeConfig();
  const consent = useConsent();
  const source = videoSource(item, config, props.topicId);
  const isEmbedded = source !== null && consent === 'accepted';
  const paragraphs = transcriptParagraphs(item.transcript);

  if (source === null) {
    // No video to watch: a "Watch a short video" heading would promise something missing.
    return <TranscriptText paragraphs={paragraphs} />;
  }
  return (
    <div className="app-video">
      <h3 className="govuk-heading-m">{item.title}</h3>
      {item.guidanceText && <p className="govuk-body">{item.guidanceText}</p>}
      {isEmbedded ? (
        <>
          <div className="app-video__frame">
            <iframe
              src={source}
              title={item.title}
              allow="fullscreen; picture-in-picture"
              allowFullScreen
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
          {paragraphs.length > 0 && (
            <details className="govuk-details">
              <summary className="govuk-details__summary">
                <span className="govuk-details__summary-text">
                  {areaFormStrings.videoTranscriptSummary}
                </span>
              </summary>
              <div className="govuk-details__text">
                <TranscriptText paragraphs={paragraphs} />
              </div>
            </details>
          )}
        </>
      ) : (
        <>
          <div className="govuk-inset-text">
            {areaFormStrings.videoNeedsCookies}{' '}
            <Link className="govuk-link" to={paths.cookiePolicy.getHref()}>
              {areaFormStrings.cookiePolicyLink}
            </Link>
          </div>
          {paragraphs.length > 0 && (
            <>
              <h4 className="govuk-heading-s">{areaFormStrings.videoTranscript}</h4>
              <TranscriptText paragraphs={paragraphs} />
            </>
          )}
        </>
      )}
    </div>
  );
}

function TranscriptText(props: { paragraphs: string[] }) {
  return (
    <>
      {props.paragraphs.map((paragraph, index) => (
        <p className="govuk-body" key={index}>
          {paragraph}
        </p>
      ))}
    </>
  );
}

function transcriptParagraphs(transcript: string | undefined): string[] {
  return (transcript ?? '')
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
