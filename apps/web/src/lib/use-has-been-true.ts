import { useState } from 'react';

/**
 * Whether `condition` has been true in this or any earlier render of the component. A page
 * uses it to tell a notice that replaced the form the resident was using (their focus went
 * with the form, so the notice should take it) from the same notice shown on arriving. Kept as
 * state set during render, React's way of remembering what an earlier render showed.
 */
export function useHasBeenTrue(condition: boolean): boolean {
  const [hasBeenTrue, setHasBeenTrue] = useState(false);
  if (condition && !hasBeenTrue) setHasBeenTrue(true);
  return hasBeenTrue || condition;
}
