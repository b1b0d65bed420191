import type { ReactNode } from 'react';

/**
 * One label/value pair of a page's details list (render inside a `dl`). Plain elements drawn by the theme's
 * static `.detail-row` rules (theme.ts): a match or tournament page lists half a dozen, and a Chakra element
 * each would resolve and hash its style props on the server and again as the phone hydrates.
 */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="detail-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
