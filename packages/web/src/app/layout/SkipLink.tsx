import type { MouseEvent } from 'react';
import { useForm } from '../../lib/i18n';
import classes from './SkipLink.module.css';

/** The id of the shell's main element, where the skip link sends the focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * WCAG 2.4.1: the first focusable element of every signed-in page jumps past the header and the menus to the
 * page itself. A hash link would be read by the hash router as a route, so the click moves the focus instead.
 */
export function SkipLink() {
  const t = useForm('shell');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView?.();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip} onClick={skip}>
      {t(2200, 'Skip to the content')}
    </a>
  );
}
