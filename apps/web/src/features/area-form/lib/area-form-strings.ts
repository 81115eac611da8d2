import { answerProblemMessages, maxTextAnswerLength, requiredMessage } from '@csa/questionnaire';
import { alreadySubmittedMessage, closedMessage, conflictMessage } from '@csa/contracts';

/**
 * Every sentence the area form shows, in one place. The spec's own wording (spec §8) is kept
 * exactly; the rest is written for residents under strain: short, plain, and always saying
 * what happened to their answers.
 */
export const areaFormStrings = {
  pageNotFound: 'Page was not found',
  pageNotFoundBody: 'We could not find this part of the assessment.',
  backToOverview: 'Back to your assessment',
  goToAssessments: 'Go to your assessments',
  unsupportedQuestion: (type: string) => `Question type ${type} is unsupported`,
  noSuggestions: 'No suggestions found',
  loadingSuggestions: 'Loading suggestions…',
  suggestionsFailed:
    'Suggestions could not be loaded. You can carry on and see them later on the suggestions page.',
  required: requiredMessage,
  tooLong: answerProblemMessages.tooLong,
  formHasErrors: 'Above form has errors!',
  errorPrefix: 'Error:',
  stepOf: (current: number, total: number) => `Step ${current} of ${total}`,
  /** The heading's count: answers can open more steps, so the total is what is known now
   * ("Step 2 of 2" became "Step 2 of 9" once answered). */
  stepOfSoFar: (current: number, total: number) => `Step ${current} of ${total} so far`,
  introductionStep: 'Introduction',
  progressLabel: 'Your progress in this area',
  stepDone: 'done',
  stepCurrent: 'current step',
  stepToDo: 'not started',
  next: 'Next',
  continue: 'Continue',
  previous: 'Previous',
  cancel: 'Cancel',
  tryAgain: 'Try again',
  saving: 'Saving your answers…',
  loadingForm: 'Loading your assessment…',
  couldNotLoadForm: 'Could not load the form',
  couldNotLoadFormBody:
    'Check your internet connection, then try again. Nothing you have already saved is lost.',
  saveFailedTitle: 'Your answers have not been saved yet',
  saveFailedBody:
    'Your answers are still on this page. Check your internet connection, then press Try again.',
  saveTimedOut: 'The server took too long to answer.',
  rejected: 'Some answers could not be accepted. Check the questions marked on this page.',
  conflictTitle: 'Your answers have not been saved yet',
  conflict: conflictMessage,
  conflictKept: 'Your answers in this area are kept on this page. Press Try again to save them.',
  incompleteAfterSave:
    'Some questions in this area still need an answer. We have taken you to the first one.',
  draftRestored:
    'We have put back the answers you gave on this device that were not saved yet. Press Next to save them.',
  closed: closedMessage,
  submitted: alreadySubmittedMessage,
  readOnlyTitle: 'You cannot change this assessment',
  videoTranscript: 'Video transcript',
  videoTranscriptSummary: 'Read the video transcript',
  videoNeedsCookies:
    'The video needs additional cookies. You can accept them on the cookie policy page, or read the transcript below.',
  cookiePolicyLink: 'Change your cookie settings',
  opensInNewTab: '(opens in new tab)',
  local: 'Local',
  national: 'National',
  characterLimit: `You can enter up to ${maxTextAnswerLength} characters`,
  charactersLeft: (count: number) =>
    count >= 0
      ? `You have ${count} ${count === 1 ? 'character' : 'characters'} remaining`
      : `You have ${-count} ${count === -1 ? 'character' : 'characters'} too many`,
} as const;
