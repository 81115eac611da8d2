import type { FormTypeCode } from '@csa/contracts';
import {
  alreadySubmittedMessage,
  cannotSubmitMessages,
  closedMessage,
  conflictMessage,
} from '@csa/contracts';

/** The words of the assessment pages. Texts quoted by the spec (§8 alerts, tooltips, §5
 * messages) are exact; the rest is plain English for residents under strain. */
export const messages = {
  loadFormFailed: 'Could not load the form',
  goToAssessments: 'Go to your assessments',
  loadAssessmentsFailed: 'Could not load assessments',
  setupFailed: 'Could not setup the assessment',
  alreadySubmitted: alreadySubmittedMessage,
  closed: closedMessage,
  conflict: conflictMessage,
  noSuggestions: 'No suggestions found',
  cannotSubmit: cannotSubmitMessages,
  list: {
    // The two pathways' lists look alike, so each says which one it is.
    title: {
      CSA: 'Your self-assessments for care and support',
      CARERS: "Your carer's self-assessments",
    } satisfies Record<FormTypeCode, string>,
    listHeading: 'Started and sent',
    /** Each assessment's name: all are created with the one title spec §3 gives, carers'
     * too, so the list names them by pathway instead. */
    itemName: {
      CSA: 'Care and support self-assessment',
      CARERS: "Carer's self-assessment",
    } satisfies Record<FormTypeCode, string>,
    guidance: {
      CSA: [
        'You can stop at any time. Your answers are saved each time you continue, so you can come back later and carry on.',
        'Complete the areas of daily life where you need help, add your personal details, then check your answers and send them to us.',
      ],
      CARERS: [
        'You can stop at any time. Your answers are saved each time you continue, so you can come back later and carry on.',
        'Tell us about you and your caring role, then the parts of your life that caring affects. Add your details and the people you care for, then check your answers and send them to the carers centre.',
      ],
    } satisfies Record<FormTypeCode, string[]>,
    start: 'Start a new assessment',
    starting: 'Starting…',
    empty: 'You have not started an assessment yet.',
    started: 'Started',
    updated: 'Last updated',
    submittedOn: 'Submitted',
    reference: 'Reference',
  },
  status: { submitted: 'Submitted', closed: 'Closed', inProgress: 'In progress' },
  /** Where a sent assessment stands with the council, from its staff case (never a note). */
  progress: {
    label: 'Where it stands',
    stage: {
      received: 'Received',
      'being-looked-at': 'Being looked at',
      contacted: 'Contacted',
      closed: 'Closed',
    },
    /** The word before the date of the latest change. */
    dateWord: { received: 'on', 'being-looked-at': 'since', contacted: 'on', closed: 'on' },
    contactDueBy: (date: string) => `The carers centre aims to contact you by ${date}.`,
  },
  areaStatus: { completed: 'Completed', incomplete: 'Incomplete', notStarted: 'Not started' },
  suggestionsFilter: {
    legend: 'Show suggestions',
    last: 'Based on last assessment',
    all: 'Based on all assessments',
  },
  overview: {
    title: { CSA: 'Your care and support assessment', CARERS: "Your carer's assessment" },
    // Spec §9's total pages, said as a sentence.
    progress: (completed: number, total: number) =>
      `${
        completed === 0
          ? 'You have not completed an area yet.'
          : `You have completed ${String(completed)} ${completed === 1 ? 'area' : 'areas'}.`
      } Your assessment has ${String(total)} pages so far.`,
    continueGuard: 'I have finished this section, continue',
    continueHint:
      'When you have completed the areas you need in this section, continue to the next part.',
    personalDetails: 'Your personal details',
    personalDetailsLink: 'Add your personal details',
    viewSuggestions: 'View self-help suggestions',
    close: 'Close this assessment',
    previewAndSubmit: 'Preview and submit',
    stillToDo: {
      heading: 'Still to do:',
      completeArea: (area: string) => `Complete '${area}'`,
      completeAreaUnder: (group: string) => `Complete at least one area under '${group}'`,
      addDetails: 'Add your personal details',
      finishDetails: 'Finish your personal details',
    },
    closedNotice:
      'This assessment has been closed. You cannot change or send it, but you can still look at the suggestions.',
    submittedNotice: 'This assessment has been sent to the council.',
  },
  submitter: {
    title: 'Your personal details',
    save: 'Save and continue',
    saving: 'Saving…',
    savedElsewhere: 'Changed in another window',
    draftRestored:
      'We have put back the details you typed on this device that were not saved yet. Press Save and continue to save them.',
  },
  preview: {
    title: 'Check your answers before sending',
    submit: 'Accept and send',
    submitting: 'Sending…',
    change: 'Change',
    notAnswered: 'Not answered',
    declaration:
      'By sending this assessment you confirm that, to the best of your knowledge, the details you are providing are correct.',
    noAreas: 'You have not completed any areas yet.',
  },
  submitted: {
    title: 'Assessment sent',
    reference: 'Your reference number',
    continue: 'Continue',
    downloadPdf: 'Download PDF',
    preparingPdf: 'Preparing your PDF…',
    pdfReady: 'Your PDF has been downloaded.',
    pdfLink: 'Save the PDF again',
  },
  close: {
    title: 'Close this assessment',
    question: 'Are you sure you want to close this assessment?',
    consequences: [
      'You will not be able to change or send it after it is closed.',
      'Your answers are not sent to the council.',
      'You can still see the self-help suggestions, and you can start a new assessment at any time.',
    ],
    confirm: 'Yes, close this assessment',
    closing: 'Closing…',
    cancel: 'No, go back',
  },
  suggestions: {
    title: 'Self-help suggestions',
    intro:
      'These websites may help in the areas where you told us you need more help than you already have.',
    local: 'Local',
    national: 'National',
  },
} as const;

/** Where a submitted assessment goes (spec §1) and what happens next. */
export const submittedNextSteps = {
  CSA: 'Your assessment has been sent to our customer services team. They will look at your answers and contact you to talk about what could help.',
  CARERS:
    'Your assessment has been sent to the carers centre. They will contact you within 2 weeks.',
} as const;
