/** What the service answers a call about an assessment, unless the caller says otherwise. */
type AssessmentAnswer = { data: { id: string; version: number; reference: string } };

/** One JSON call to the service, signed in with `token` unless it is null, for setting up a
 * journey; a refusal throws with the answer, so a set-up that went wrong says why rather than
 * failing later on the page. */
export async function callApi<Answer = AssessmentAnswer>(
  baseUrl: string,
  token: string | null,
  call: { method: string; url: string; body?: unknown },
): Promise<Answer> {
  const { method, url, body } = call;
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Answer;
}
