import { IconButton } from '@chakra-ui/react';
import { useColorMode } from '../app/color-mode';
import { useT } from '../i18n/use-t';

/** Both icons are drawn; the page's mode class shows one, so a page without the app shows the right one too. */
const ICON_STYLES = {
  '& .color-mode__sun': { display: 'none' },
  _dark: { '& .color-mode__sun': { display: 'inline' }, '& .color-mode__moon': { display: 'none' } },
} as const;

/** Sun or moon: switches between light and dark pages and remembers the choice. */
export function ColorModeToggle() {
  const t = useT();
  const { mode, toggle } = useColorMode();
  const dark = mode === 'dark';
  const toLight = t('layout.colorMode.toLight');
  const toDark = t('layout.colorMode.toDark');
  return (
    <IconButton
      // A toggle keeps one name; aria-pressed says whether it is on.
      aria-label={t('layout.colorMode.label')}
      aria-pressed={dark}
      title={dark ? toLight : toDark}
      size="sm"
      variant="ghost"
      colorPalette="sea"
      onClick={toggle}
      data-testid="color-mode-toggle"
      // A visitor's page without the app switches with these (web/src/visitor/controls.ts).
      data-action="color-mode"
      data-title-to-light={toLight}
      data-title-to-dark={toDark}
      css={ICON_STYLES}
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <g className="color-mode__sun">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </g>
        <path className="color-mode__moon" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
    </IconButton>
  );
}
