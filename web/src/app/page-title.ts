import { useEffect } from 'react';
import { pageTitle } from '../../../shared/page-titles';

/**
 * Names the page's subject in the tab once it is known. The server writes the same title into the HTML of
 * the page a visitor lands on; this keeps it right as they move between pages in the app. Nothing runs
 * while the subject is unknown (loading), so the tab keeps the last page's title until then.
 */
export function usePageTitle(subject: string | null | undefined): void {
  useEffect(() => {
    if (subject) document.title = pageTitle(subject);
  }, [subject]);
}
