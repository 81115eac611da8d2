import { useEffect, useId, useRef, useState } from 'react';
import { constants } from '@csa/contracts';
import { useAddressSearch, type FoundAddress } from '../../api/search-addresses.ts';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import type { AddressValue } from '../../utils/personal-details-form-values.ts';
import {
  describedBy,
  ErrorMessage,
  fieldId,
  FormGroup,
} from '../../../../components/ui/form/field-parts.tsx';

/** Past this many a list is a chore to scroll, and worse by screen reader or switch: the best
 * matches are listed (the server puts the house number asked for first) and the resident is
 * told that adding detail narrows them (docs/decisions/0105). */
const maxListedAddresses = 20;
const searchDelayMs = 400;

export const addressMessages = {
  searchLabel: 'Search for the address',
  searchHint: `Type at least ${String(constants.addressSearch.minimumCharacters)} characters of the postcode, street or building, for example SE15 6HS or 3A Colebrooke Street.`,
  noResults: 'No results found, please be more specific',
  searching: 'Searching…',
  failed: 'The address search is not working at the moment. Please enter the address manually.',
  chooseLabel: 'Select the address',
  change: 'Change address',
  manual: 'Enter the address manually',
  backToSearch: 'Search for the address instead',
  manualLabel: 'Address',
  postcodeLabel: 'Postcode (optional)',
  found: (count: number) =>
    `${String(count)} ${count === 1 ? 'address' : 'addresses'} found. Select the address from the list below.`,
  moreThanListed: (count: number) =>
    `${String(count)} addresses found. The first ${String(maxListedAddresses)} are listed below. If yours is not among them, add more detail, such as the house number or the full postcode.`,
  listedOf: (count: number) => `First ${String(maxListedAddresses)} of ${String(count)}`,
} as const;

/** One address of the results, whichever search found it. */
function keyOf(address: FoundAddress): string {
  return `${address.uprn ?? ''}|${address.single_line_address}`;
}

function formatFound(address: FoundAddress): AddressValue {
  return {
    single_line_address: address.single_line_address,
    postcode: address.postcode,
    uprn: address.uprn ?? '',
  };
}

/**
 * Address lookup (spec §5): search starts at 3 characters after a short pause, the number of
 * results is announced, and choosing an address in the list is using it (the answer is the
 * chosen line; nothing else to press). Of many matches the best are listed, with a line asking
 * for more detail if the address is not among them. The resident can
 * always type the address themselves instead (the search may not know a new build or a boat).
 * `isOwnAddress` lets the browser offer the resident's own address (WCAG 1.3.5); it is off
 * for someone else's.
 */
export function AddressLookup(props: {
  path: string;
  legend: string;
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  error?: string | undefined;
  isOwnAddress?: boolean;
  /** A search to start with, such as the postcode the account holds. */
  initialQuery?: string;
}) {
  const id = fieldId(props.path);
  const hasAddress = props.value.single_line_address.trim() !== '';
  const [mode, setMode] = useState<'chosen' | 'search' | 'manual'>(
    hasAddress ? (props.value.uprn ? 'chosen' : 'manual') : 'search',
  );
  const [query, setQuery] = useState(props.initialQuery ?? '');
  // The address chosen from the list, not its place in it: a newer search's results (the
  // previous ones stay on screen while it runs) must not show another address as chosen.
  const [chosenKey, setChosenKey] = useState('');
  // After switching between search and typing, focus goes to the box that appeared.
  const [focusRequest, setFocusRequest] = useState(0);
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest]);
  const switchTo = (next: 'search' | 'manual') => {
    setMode(next);
    setFocusRequest((count) => count + 1);
  };
  const debouncedQuery = useDebouncedValue(query, searchDelayMs);
  const search = useAddressSearch(mode === 'search' ? debouncedQuery : '');
  const results = search.data ?? [];
  const listed = results.slice(0, maxListedAddresses);
  const isLongEnough = debouncedQuery.trim().length >= constants.addressSearch.minimumCharacters;
  const selectId = `${id}-results`;
  const statusId = useId();

  let status = '';
  if (mode === 'search' && isLongEnough) {
    if (search.isError) status = addressMessages.failed;
    else if (search.isFetching) status = addressMessages.searching;
    else if (search.data) {
      status =
        results.length === 0
          ? addressMessages.noResults
          : results.length > listed.length
            ? addressMessages.moreThanListed(results.length)
            : addressMessages.found(results.length);
    }
  }
  const isListShown = listed.length > 0 && isLongEnough && !search.isError;

  const chosenIndex = listed.findIndex((address) => keyOf(address) === chosenKey);
  const choose = (index: string) => {
    const found = index === '' ? undefined : listed[Number(index)];
    setChosenKey(found ? keyOf(found) : '');
    if (found) props.onChange(formatFound(found));
  };

  return (
    <FormGroup error={props.error}>
      <fieldset
        className="govuk-fieldset"
        aria-describedby={props.error ? `${id}-error` : undefined}
      >
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{props.legend}</legend>
        <ErrorMessage id={id} message={props.error} />

        {mode === 'chosen' && hasAddress && (
          <>
            <p className="govuk-body app-chosen-address" id={id} tabIndex={-1}>
              {props.value.single_line_address}
            </p>
            <button
              type="button"
              className="govuk-button govuk-button--secondary"
              onClick={() => switchTo('search')}
            >
              {addressMessages.change}
            </button>
          </>
        )}

        {(mode === 'search' || (mode === 'chosen' && !hasAddress)) && (
          <>
            <div className="govuk-form-group">
              <label className="govuk-label" htmlFor={id}>
                {addressMessages.searchLabel}
              </label>
              <div id={`${id}-hint`} className="govuk-hint">
                {addressMessages.searchHint}
              </div>
              <input
                id={id}
                ref={inputRef}
                className={`govuk-input${props.error ? ' govuk-input--error' : ''}`}
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setChosenKey('');
                }}
                onKeyDown={(event) => {
                  // Enter would send the whole form before an address is chosen.
                  if (event.key === 'Enter') event.preventDefault();
                }}
                aria-describedby={describedBy(id, true, props.error)}
              />
            </div>
            <div id={statusId} className="govuk-body" role="status" aria-live="polite">
              {status}
            </div>
            {isListShown && (
              <div className="govuk-form-group">
                <label className="govuk-label" htmlFor={selectId}>
                  {addressMessages.chooseLabel}
                </label>
                <select
                  id={selectId}
                  className="govuk-select"
                  value={chosenIndex < 0 ? '' : String(chosenIndex)}
                  onChange={(event) => choose(event.target.value)}
                >
                  <option value="">
                    {results.length > listed.length
                      ? addressMessages.listedOf(results.length)
                      : `${String(results.length)} found`}
                  </option>
                  {listed.map((address, index) => (
                    <option
                      key={`${address.uprn ?? ''}${address.single_line_address}`}
                      value={index}
                    >
                      {address.single_line_address}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <p className="govuk-body">
              <button
                type="button"
                className="govuk-link app-link-button"
                onClick={() => switchTo('manual')}
              >
                {addressMessages.manual}
              </button>
            </p>
          </>
        )}

        {mode === 'manual' && (
          <>
            <div className="govuk-form-group">
              <label className="govuk-label" htmlFor={id}>
                {addressMessages.manualLabel}
              </label>
              <textarea
                id={id}
                ref={inputRef}
                className={`govuk-textarea${props.error ? ' govuk-textarea--error' : ''}`}
                rows={3}
                autoComplete={props.isOwnAddress ? 'street-address' : 'off'}
                value={props.value.single_line_address}
                onChange={(event) =>
                  props.onChange({
                    ...props.value,
                    single_line_address: event.target.value,
                    uprn: '',
                  })
                }
                aria-describedby={props.error ? `${id}-error` : undefined}
              />
            </div>
            <div className="govuk-form-group">
              <label className="govuk-label" htmlFor={`${id}-postcode`}>
                {addressMessages.postcodeLabel}
              </label>
              <input
                id={`${id}-postcode`}
                className="govuk-input govuk-input--width-10"
                type="text"
                autoComplete={props.isOwnAddress ? 'postal-code' : 'off'}
                value={props.value.postcode}
                onChange={(event) =>
                  props.onChange({ ...props.value, postcode: event.target.value, uprn: '' })
                }
              />
            </div>
            <p className="govuk-body">
              <button
                type="button"
                className="govuk-link app-link-button"
                onClick={() => switchTo('search')}
              >
                {addressMessages.backToSearch}
              </button>
            </p>
          </>
        )}
      </fieldset>
    </FormGroup>
  );
}
