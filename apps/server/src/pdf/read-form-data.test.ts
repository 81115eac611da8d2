import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { readFormData } from './read-form-data.ts';

const boundary = 'csaFormBoundary';
const contentType = `multipart/form-data; boundary=${boundary}`;
const field = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const body = (...parts: string[]) => Buffer.from(`${parts.join('')}--${boundary}--\r\n`);

async function refusal(work: Promise<unknown>): Promise<unknown> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).statusCode, message: (error as AppError).message };
}

describe('reading a multipart form', () => {
  const unreadable = { status: 400, message: 'The form data could not be read.' };

  it('gives its text fields by name', async () => {
    expect(
      await readFormData(body(field('formId', 'abc'), field('html', '<p>é</p>')), contentType),
    ).toEqual({ formId: 'abc', html: '<p>é</p>' });
  });

  it('takes ten fields and refuses an eleventh', async () => {
    const ten = Array.from({ length: 10 }, (_, index) => field(`f${index}`, 'x'));
    expect(Object.keys(await readFormData(body(...ten), contentType))).toHaveLength(10);
    expect(await refusal(readFormData(body(...ten, field('f10', 'x')), contentType))).toEqual(
      unreadable,
    );
  });

  it('refuses a file, a body cut short and a form without a boundary', async () => {
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nzz\r\n`;
    expect(await refusal(readFormData(body(file), contentType))).toEqual(unreadable);
    const cut = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nab`);
    expect(await refusal(readFormData(cut, contentType))).toEqual(unreadable);
    expect(await refusal(readFormData(body(field('a', '1')), 'multipart/form-data'))).toEqual(
      unreadable,
    );
  });
});
