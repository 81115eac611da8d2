import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { paths } from '../../config/paths.ts';

/** Initials from the profile e-mail (spec §2), at most 2, falling back to 'guest'. */
export function initialsFor(email: string | null | undefined): string {
  const local = (email ?? '').split('@')[0] ?? '';
  const words = local.split(/[^a-zA-Z0-9]+/).filter(Boolean);
  if (words.length === 0) return 'guest';
  const initials =
    words.length >= 2 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : local.slice(0, 2);
  return initials.slice(0, 2).toUpperCase();
}

/**
 * The avatar dropdown: a disclosure button and a short list of links. Escape or a click
 * outside closes it and returns focus to the button, so keyboard users are never stranded.
 * Focus moving to anything outside closes it too, so the open list never covers the control
 * that now has focus (WCAG 2.4.11); focus going nowhere (a click on a button in Safari, which
 * does not focus it) leaves it open for the click to land.
 */
export function AccountMenu(props: { email: string | null; name: string; onLogout: () => void }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const initials = initialsFor(props.email);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onPointer = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !containerRef.current?.contains(next)) setIsOpen(false);
    };
    const container = containerRef.current;
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    container?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
      container?.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen]);

  return (
    <div className="app-account-menu" ref={containerRef}>
      <button
        type="button"
        ref={toggleRef}
        className="app-account-menu__toggle"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span className="app-avatar" aria-hidden="true">
          {initials === 'guest' ? 'G' : initials}
        </span>
        {/* Seen: the initials and the name. Heard: what the button is for. */}
        <span aria-hidden="true">{props.name || initials}</span>
        <span className="govuk-visually-hidden">
          {t('nav.accountMenu', { name: props.name || initials })}
        </span>
      </button>
      <ul id={menuId} className="app-account-menu__list" hidden={!isOpen}>
        <li>
          <Link
            className="app-account-menu__item"
            to={paths.account.getHref()}
            onClick={() => setIsOpen(false)}
          >
            {t('nav.account')}
          </Link>
        </li>
        <li>
          <button type="button" className="app-account-menu__item" onClick={props.onLogout}>
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
