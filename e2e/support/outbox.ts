import { callApi } from './call-api.ts';

/** A message the development log provider kept (GET /dev/outbox). */
interface OutboxEntry {
  recipient: string;
  template: string;
  body: string;
}

/** The body of the `template` message the log provider kept for `recipient`, waiting for it up
 * to 5 s: sign-up answers before its e-mail is handed over. Throws if it never comes. */
export async function outboxMessage(
  baseUrl: string,
  recipient: string,
  template: string,
): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const outbox = await callApi<{ data: OutboxEntry[] }>(baseUrl, null, {
      method: 'GET',
      url: '/dev/outbox',
    });
    const message = outbox.data.find(
      (entry) => entry.recipient === recipient && entry.template === template,
    );
    if (message) return message.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${template} e-mail to ${recipient}`);
}
