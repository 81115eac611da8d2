/** One signed-in JSON call to the service, for setting up a journey; a refusal throws with the
 * answer, so a set-up that went wrong says why rather than failing later on the page. */
export async function callApi(
  baseUrl: string,
  token: string,
  call: { method: string; url: string; body?: unknown },
): Promise<{ data: { id: string; version: number; reference: string } }> {
  const { method, url, body } = call;
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: { id: string; version: number; reference: string } };
}
