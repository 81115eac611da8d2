import { z } from 'zod';

/** Every API response body wraps its payload in `data` (spec §7: "expect JSON with data"). */
export function dataEnvelope<T extends z.ZodType>(payload: T) {
  return z.object({ data: payload });
}
