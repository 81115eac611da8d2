import type { KeyboardEvent } from 'react';
import { Link, type LinkProps } from 'react-router';

/**
 * A link drawn and announced as a GOV.UK button (it goes to another page, so it stays a link
 * for the browser). Screen readers say "button", and keyboard users then press Space, which a
 * link ignores (it scrolls the page): Space follows it here, as GOV.UK Frontend's script does.
 */
export function ButtonLink(props: LinkProps & { className: string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    props.onKeyDown?.(event);
    if (event.key !== ' ' || event.defaultPrevented) return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return <Link {...props} role="button" draggable={false} onKeyDown={onKeyDown} />;
}
