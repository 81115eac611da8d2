import { describe, expect, it } from 'vitest';
import { safeErrorSerializer } from './safe-error-serializer.ts';

describe('the log line of an error', () => {
  it("keeps an HTTP client's request (its body and credentials) out, and what an operator needs in", () => {
    // The shape of an axios error under GOV.UK Notify's client when Notify answers 400.
    const error = Object.assign(new Error('Request failed with status code 400'), {
      code: 'ERR_BAD_REQUEST',
      status: 400,
      config: {
        data: JSON.stringify({
          phone_number: '07700900123',
          personalisation: { body: 'Your code is 123456' },
        }),
        headers: { Authorization: 'Bearer eyJhbGciOi.secret' },
      },
      request: { _header: 'POST /v2/notifications/sms\r\nAuthorization: Bearer eyJ' },
      response: { data: { errors: [{ message: 'phone_number Not a UK mobile number' }] } },
    });
    const logged = safeErrorSerializer(error);
    expect(logged).toEqual({
      type: 'Error',
      message: 'Request failed with status code 400',
      stack: expect.stringContaining('Request failed with status code 400') as string,
      code: 'ERR_BAD_REQUEST',
      statusCode: 400,
    });
    expect(JSON.stringify(logged)).not.toMatch(/07700900123|123456|Bearer/);
  });

  it('takes addresses, numbers and link keys out of the message, the stack and the cause', () => {
    const cause = new Error('550 <ada@example.test> rejected; texted 07700 900123');
    const error = new Error('could not send https://care.example/reset?key=abc-DEF_123', { cause });
    const logged = safeErrorSerializer(error);
    expect(logged.message).toBe('could not send https://care.example/reset?key=[key]');
    expect((logged.cause as { message?: string }).message).toBe(
      '550 <[e-mail]> rejected; texted [number]',
    );
    expect(JSON.stringify(logged)).not.toMatch(/ada@example|abc-DEF_123|900123/);
  });

  it("names an error by its class and keeps a server's status and a numeric code", () => {
    const renamed = Object.assign(new TypeError('relay said no'), {
      name: 'Renamed',
      statusCode: 503,
      code: 550,
    });
    expect(safeErrorSerializer(renamed)).toMatchObject({
      type: 'TypeError',
      statusCode: 503,
      code: 550,
    });
  });

  it('says what was thrown when it was not an Error', () => {
    expect(safeErrorSerializer('mailbox ada@example.test full')).toEqual({
      type: 'string',
      message: 'mailbox [e-mail] full',
      stack: '',
    });
  });

  it('follows a chain of causes only so far', () => {
    const first = new Error('first');
    let error = first;
    for (let index = 0; index < 10; index += 1)
      error = new Error(`wrapped ${index}`, { cause: error });
    let depth = 0;
    for (
      let logged: { cause?: unknown } = safeErrorSerializer(error);
      logged.cause;
      logged = logged.cause as { cause?: unknown }
    ) {
      depth += 1;
    }
    expect(depth).toBe(3);
  });
});
