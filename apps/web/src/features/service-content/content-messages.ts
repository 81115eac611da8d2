import { areaTitles, type FormTypeCode } from '@csa/questionnaire';

/** The words of the admin pages for the council's help links and wording. */
export const contentMessages = {
  title: 'Help links and wording',
  pathwayNames: {
    CSA: 'Care and support assessment',
    CARERS: "Carer's assessment",
  } satisfies Record<FormTypeCode, string>,
  previewTitle: 'Preview and publish',
  versionsTitle: 'Published versions',
  reloadDraft: 'Reload the draft',
  conflictHint:
    'What you typed is still here. Reload the draft, check their changes, then save yours again.',
  saveFailed: 'The draft could not be saved. Try again.',
} as const;

/** The wording fields, by the name the server and the versions page use. */
export const wordingLabels: Record<string, { label: string; hint?: string }> = {
  contactDetails: {
    label: 'Contact details',
    hint: 'Shown on the submitted page and in the confirmation. Leave a blank line between paragraphs; addresses starting with https:// become links.',
  },
  openingHours: { label: 'Opening hours' },
  'whatHappensNext.CSA': { label: 'What happens next: care and support assessment' },
  'whatHappensNext.CARERS': { label: "What happens next: carer's assessment" },
  accessibilityContact: { label: 'Accessibility statement: how to contact the council' },
  accessibilityTestedOn: {
    label: 'Accessibility statement: date the service was last tested',
    hint: 'As year-month-day, for example 2026-08-22',
  },
  cookiePolicyContact: { label: 'Cookie policy: how to contact the council' },
};

/** An area's title by its key, in either pathway. */
export function areaTitle(areaKey: string): string {
  const all = [...areaTitles.CSA, ...areaTitles.CARERS];
  return all.find((area) => area.id === areaKey)?.title ?? areaKey;
}

/** Where a link is listed, as the versions page names it ("local:kent", "CSA"). */
export function catalogueName(catalogue: string): string {
  if (catalogue === 'CSA' || catalogue === 'CARERS') {
    return `National, ${contentMessages.pathwayNames[catalogue]}`;
  }
  return `Local (${catalogue.replace(/^local:/, '')})`;
}

export const linkFieldNames: Record<string, string> = {
  label: 'label',
  category: 'category',
  localContent: 'Local or National',
  blacklist: 'hidden for',
  position: 'order',
};
