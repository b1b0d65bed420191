import { Button, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { COPIED_MS, sharePage } from '../app/share-page';
import { useT } from '../i18n/use-t';

/**
 * The spec's Share button: the device's share sheet when there is one; otherwise the address is
 * copied and "Copied!" shows for 2 seconds (app/share-page.ts).
 */
export function ShareButton({ title, ...props }: { title: string } & Omit<ButtonProps, 'onClick'>) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const share = async () => {
    if ((await sharePage(title)) !== 'copied') return;
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    // share catches its own failures; an arrow, not asyncHandler(share): the React lint would see a ref read in render.
    <Button
      variant="outline"
      colorPalette="sea"
      size="sm"
      onClick={() => void share()}
      // A visitor's page without the app shares with these (web/src/visitor/controls.ts).
      data-action="share"
      data-share-title={title}
      data-copied-label={t('layout.share.copied')}
      {...props}
    >
      <span aria-live="polite">{copied ? t('layout.share.copied') : t('layout.share.share')}</span>
    </Button>
  );
}
