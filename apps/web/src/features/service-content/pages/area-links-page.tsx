import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import {
  formTypeCodes,
  isLinkAreaKey,
  linkCategories,
  type ContentDraft,
  type CouncilFlavour,
  type FormTypeCode,
  type LinkEntry,
  type ServiceContent,
} from '@csa/questionnaire';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { ConfirmButtons, useConfirmInPlace } from '../../../components/ui/confirm-in-place.tsx';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { StatusRegion } from '../../../components/ui/status-region.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { ContentAccessProblem } from '../components/content-access-problem.tsx';
import { useContentDraft, useSaveContentDraft } from '../api/content-api.ts';
import { DraftConflict } from '../components/draft-save-problem.tsx';
import { DraftStatus } from '../components/draft-status.tsx';
import { LinkForm, type LinkFormValues } from '../components/link-form.tsx';
import { areaTitle, contentMessages } from '../content-messages.ts';
import { useCouncilFlavour } from '../lib/council-flavour.ts';
import { areasListing, linksOfArea, moveLink, retireLink, saveLink } from '../lib/edit-links.ts';
import { ProblemMessage } from '../../../components/ui/problem-message.tsx';
import '../../../styles/forms.scss';
import '../service-content.scss';

/** /admin/content/links/{formTypeCode}/{areaKey}: one area's help links in the draft; each
 * change is saved to the draft at once (docs/decisions/0138). */
export function AreaLinksPage() {
  const { formTypeCode = '', areaKey = '' } = useParams();
  const known =
    (formTypeCodes as readonly string[]).includes(formTypeCode) &&
    isLinkAreaKey(formTypeCode as FormTypeCode, areaKey);
  return (
    <LoginGuard requiredRole="admin">
      <PageTitleBar
        title={known ? `Help links: ${areaTitle(areaKey)}` : 'Page not found'}
        backTo={paths.contentAdmin.getHref()}
      />
      {known ? (
        <AreaLinks formTypeCode={formTypeCode as FormTypeCode} areaKey={areaKey} />
      ) : (
        <p className="govuk-body">There is no such area.</p>
      )}
    </LoginGuard>
  );
}

type Editing = { kind: 'new' } | { kind: 'edit'; entry: LinkEntry } | null;

export function AreaLinks(props: { formTypeCode: FormTypeCode; areaKey: string }) {
  const draft = useContentDraft();
  const flavour = useCouncilFlavour();
  if (draft.isPending) return <LoadingSpinner label="Loading the draft…" />;
  if (draft.isError) return <ContentAccessProblem error={draft.error} />;
  if (!flavour) {
    return <p className="govuk-body">This council’s kind is not one the catalogue knows.</p>;
  }
  return (
    <AreaLinksEditor
      {...props}
      flavour={flavour}
      draft={draft.data}
      onReload={() => void draft.refetch()}
    />
  );
}

function AreaLinksEditor(props: {
  formTypeCode: FormTypeCode;
  areaKey: string;
  flavour: CouncilFlavour;
  draft: ContentDraft;
  onReload: () => void;
}) {
  const { formTypeCode, areaKey, flavour, draft } = props;
  const save = useSaveContentDraft();
  const [editing, setEditing] = useState<Editing>(null);
  const [message, setMessage] = useState<ReactNode>(null);
  const [isConflict, setIsConflict] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAdd = useRef(false);
  const { national, local } = linksOfArea(draft.content, formTypeCode, flavour, areaKey);

  useEffect(() => {
    if (editing) document.getElementById('link-form-title')?.focus();
    else if (focusAdd.current) {
      focusAdd.current = false;
      addRef.current?.focus();
    }
  }, [editing]);

  const saveContent = (content: ServiceContent) =>
    save.mutateAsync({ revision: draft.revision, content });

  /** A move or a retirement: saved at once; a refusal is said in the page's status. */
  const act = async (content: ServiceContent, done: string) => {
    if (save.isPending) return;
    try {
      await saveContent(content);
      setIsConflict(false);
      setMessage(done);
    } catch (error) {
      setIsConflict(error instanceof ApiError && error.status === 409);
      setMessage(
        <ProblemMessage className="govuk-!-margin-bottom-0">
          {error instanceof ApiError ? error.message : contentMessages.saveFailed}
        </ProblemMessage>,
      );
    }
  };

  const onSaveLink = async (values: LinkFormValues) => {
    const original = editing?.kind === 'edit' ? editing.entry.url : null;
    await saveContent(
      saveLink(draft.content, {
        formTypeCode,
        flavour,
        originalUrl: original,
        entry: values.entry,
        areaKeys: values.areaKeys,
      }),
    );
    focusAdd.current = true;
    setEditing(null);
    setMessage(
      `“${values.entry.label}” is saved in the draft. Residents see it once it is published.`,
    );
  };

  const list = (entries: LinkEntry[], isLocal: boolean) => (
    <LinkList
      entries={entries}
      isLocal={isLocal}
      onMove={(index, by) =>
        void act(
          moveLink(draft.content, { formTypeCode, flavour, areaKey, isLocal, index, by }),
          `“${entries[index]?.label ?? ''}” moved ${by < 0 ? 'up' : 'down'}.`,
        )
      }
      onEdit={(entry) => setEditing({ kind: 'edit', entry })}
      onRetire={(entry) =>
        void act(
          retireLink(draft.content, formTypeCode, flavour, entry.url),
          `“${entry.label}” is retired in the draft, from every area of this pathway.`,
        )
      }
    />
  );

  return (
    <>
      <p className="govuk-caption-m">{contentMessages.pathwayNames[formTypeCode]}</p>
      <DraftStatus draft={draft} />
      <StatusRegion message={message} />
      <DraftConflict
        isShown={isConflict}
        onReload={() => {
          setIsConflict(false);
          setMessage(null);
          props.onReload();
        }}
      />
      <h2 className="govuk-heading-m">National links</h2>
      {list(national, false)}
      <h2 className="govuk-heading-m">Local links</h2>
      {list(local, true)}
      {editing ? (
        <LinkForm
          key={editing.kind === 'edit' ? editing.entry.url : 'new'}
          formTypeCode={formTypeCode}
          flavour={flavour}
          isNew={editing.kind === 'new'}
          isSaving={save.isPending}
          initial={
            editing.kind === 'edit'
              ? {
                  entry: editing.entry,
                  areaKeys: areasListing(draft.content, formTypeCode, flavour, editing.entry.url),
                }
              : {
                  entry: {
                    label: '',
                    url: '',
                    category: linkCategories[0],
                    localContent: true,
                    blacklist: [],
                  },
                  areaKeys: [areaKey],
                }
          }
          onSave={onSaveLink}
          onCancel={() => {
            focusAdd.current = true;
            setEditing(null);
          }}
          onReload={props.onReload}
        />
      ) : (
        <button
          type="button"
          ref={addRef}
          className="govuk-button"
          onClick={() => {
            setMessage(null);
            setEditing({ kind: 'new' });
          }}
        >
          Add a link
        </button>
      )}
    </>
  );
}

function LinkList(props: {
  entries: LinkEntry[];
  isLocal: boolean;
  onMove: (index: number, by: -1 | 1) => void;
  onEdit: (entry: LinkEntry) => void;
  onRetire: (entry: LinkEntry) => void;
}) {
  if (props.entries.length === 0) {
    return <p className="govuk-body">None in this area.</p>;
  }
  return (
    <ol className="govuk-list app-content-links">
      {props.entries.map((entry, index) => (
        <li key={entry.url} className="app-content-links__item">
          <p className="govuk-body govuk-!-margin-bottom-1">
            <strong>{entry.label}</strong>{' '}
            <strong
              className={`govuk-tag ${props.isLocal ? 'govuk-tag--purple' : 'govuk-tag--grey'}`}
            >
              {props.isLocal ? 'Local' : 'National'}
            </strong>
          </p>
          <p className="govuk-body-s govuk-!-margin-bottom-1 app-content-links__url">{entry.url}</p>
          <p className="govuk-body-s govuk-!-margin-bottom-2">
            {entry.category}
            {entry.blacklist.length > 0 && <>. Hidden for: {entry.blacklist.join(', ')}</>}
          </p>
          <div className="govuk-button-group">
            {index > 0 && (
              <button
                type="button"
                className="govuk-button govuk-button--secondary"
                onClick={() => props.onMove(index, -1)}
              >
                Move up <span className="govuk-visually-hidden">“{entry.label}”</span>
              </button>
            )}
            {index < props.entries.length - 1 && (
              <button
                type="button"
                className="govuk-button govuk-button--secondary"
                onClick={() => props.onMove(index, 1)}
              >
                Move down <span className="govuk-visually-hidden">“{entry.label}”</span>
              </button>
            )}
            <button
              type="button"
              className="govuk-button govuk-button--secondary"
              onClick={() => props.onEdit(entry)}
            >
              Change <span className="govuk-visually-hidden">“{entry.label}”</span>
            </button>
            <RetireButton entry={entry} onRetire={() => props.onRetire(entry)} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Retiring asks first, in place: the button becomes the question with "Yes, retire it"
 * (which takes focus) and Cancel (which gives focus back to the button). */
function RetireButton(props: { entry: LinkEntry; onRetire: () => void }) {
  const { isConfirming, focusRef, openerRef, ask, cancel } = useConfirmInPlace();
  const questionId = useId();

  if (!isConfirming) {
    return (
      <button
        type="button"
        ref={openerRef}
        className="govuk-button govuk-button--warning"
        onClick={ask}
      >
        Retire <span className="govuk-visually-hidden">“{props.entry.label}”</span>
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby={questionId}>
      <p className="govuk-body" id={questionId}>
        Retire “{props.entry.label}” from every area of this pathway? Residents keep seeing it until
        the draft is published.
      </p>
      <ConfirmButtons
        confirmLabel="Yes, retire it"
        confirmRef={focusRef}
        onConfirm={props.onRetire}
        onCancel={cancel}
      />
    </div>
  );
}
