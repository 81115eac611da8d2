/** The link categories of questionnaire.md §3, in the order the help page shows them. Kept
 * apart from the content schema so a page that only groups links loads no schema code. */
export const linkCategories = [
  'Government support',
  'Support services and organisations',
  'Aids and equipment',
  'Assistance schemes',
  'Meal support',
  'Guides',
  'Telecare',
  'Physical health',
  'Help advice and guidance',
] as const;
export type LinkCategory = (typeof linkCategories)[number];
