/** The words of the link grid: 'No suggestions found' is the spec's (§8). */
export const linkGridMessages = {
  local: 'Local',
  national: 'National',
  noSuggestions: 'No suggestions found',
} as const;
