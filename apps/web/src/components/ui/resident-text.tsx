import { withoutBidiControls } from '@csa/contracts';

/**
 * Text a resident wrote, as staff and residents see it: isolated in a <bdi>, so it takes its
 * own direction and cannot reorder the words beside it, and without the characters that
 * override or embed a direction (an override makes `gnp.exe` read as `exe.png`). Decision 0097.
 */
export function ResidentText(props: { text: string }) {
  return <bdi>{withoutBidiControls(props.text)}</bdi>;
}
