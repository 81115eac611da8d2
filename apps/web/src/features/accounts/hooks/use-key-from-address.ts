import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The one-time key of an e-mailed link (`?key=`), kept in memory for the page and taken out of
 * the address on arrival, replacing the history entry, so neither the address bar, the history
 * nor a shared screen shows it while the page is open (as the sign-in token of spec §4 step 1).
 * Reloading the page loses it; the link in the e-mail still works until used.
 */
export function useKeyFromAddress(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [key] = useState(() => new URLSearchParams(location.search).get('key') ?? '');
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('key')) return;
    params.delete('key');
    const query = params.toString();
    void navigate(
      { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location, navigate]);
  return key;
}
