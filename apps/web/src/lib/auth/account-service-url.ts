/**
 * Where the footer's Account link goes when an external account gateway is configured (spec
 * §2: it hands over to the account service): the gateway's account view, told where to come
 * back to. No token and no sign-in state go with it: the gateway knows its own signed-in
 * user, and a token in an address would land in its history and logs (decision 0117). Null
 * with the built-in gateway, whose account page is this app's own.
 */
export function accountServiceUrl(gateway: string): string | null {
  if (!gateway) return null;
  const url = new URL(gateway);
  url.searchParams.set('view', 'account');
  url.searchParams.set('redirect_uri', window.location.origin);
  return url.toString();
}
