import { pageTitle } from '@client/app/brand.ts';
import { useEffect } from 'react';

/**
 * Sets the document title. (React 19's hoisted <title> would sit after index.html's own <title>, and browsers
 * use the first one, so the title is set directly.)
 */
export function PageTitle({ title }: { title?: string }) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return null;
}
