import { Box } from '@chakra-ui/react';

export type TeamIdentity = {
  name: string;
  crestUrl?: string | null;
  primaryColor?: string | null;
  secondaryColor?: string | null;
};

/** The default disc when a team has chosen no colour: the site's sea. */
const DEFAULT_PRIMARY = '#0e7490';

/** Up to two initials: "Harbour Lights XI" → "HL". */
export function teamInitials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word[0].toUpperCase())
      .join('') || '?'
  );
}

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function readableOn(hex: string): '#000000' | '#ffffff' {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05): equal at L ≈ 0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** The crest at `size`'s address: crestUrl is the 128 px WebP; 64 and 256 sit beside it. */
function crestAt(crestUrl: string, size: 64 | 128 | 256): string {
  return crestUrl.replace(/\/128\.webp(?=\?|$)/, `/${size}.webp`);
}

/**
 * A team's crest beside its name, or its initials on its colours when it has none. Decorative: the
 * name is always written next to it, so screen readers skip it. A plain element: its look is the theme's
 * static `.team-mark` rules (theme.ts) and its size and colours inline, so a table of twenty marks asks
 * nothing of the style system as it renders on the server and hydrates on a phone.
 */
export function TeamMark({ team, size = 24 }: { team: TeamIdentity; size?: number }) {
  const px = `${size}px`;
  if (team.crestUrl) {
    const small = size <= 32 ? 64 : 128;
    return (
      <img
        className="team-mark team-mark--crest"
        data-testid="team-crest"
        src={crestAt(team.crestUrl, small)}
        srcSet={`${crestAt(team.crestUrl, small)} 1x, ${crestAt(team.crestUrl, small === 64 ? 128 : 256)} 2x`}
        width={size}
        height={size}
        style={{ width: px, height: px }}
        alt=""
        loading="lazy"
        decoding="async"
      />
    );
  }
  const primary = team.primaryColor ?? DEFAULT_PRIMARY;
  return (
    <div
      aria-hidden
      className="team-mark team-mark--initials"
      data-testid="team-initials"
      // Drawn by CSS, so the initials never join the row's text (its name, as read or copied).
      data-initials={teamInitials(team.name)}
      style={{
        width: px,
        height: px,
        fontSize: `${Math.max(9, Math.round(size * 0.4))}px`,
        background: primary,
        color: readableOn(primary),
        boxShadow: team.secondaryColor
          ? `inset 0 0 0 ${Math.max(2, Math.round(size / 10))}px ${team.secondaryColor}`
          : undefined,
      }}
    />
  );
}

/** A thin band in the team's two colours, for a page header. */
export function TeamColourBand({ team }: { team: TeamIdentity }) {
  if (!team.primaryColor && !team.secondaryColor) return null;
  const primary = team.primaryColor ?? team.secondaryColor!;
  const secondary = team.secondaryColor ?? primary;
  return (
    <Box
      aria-hidden
      data-testid="team-colour-band"
      h="1.5"
      borderRadius="full"
      style={{ background: `linear-gradient(90deg, ${primary} 0 60%, ${secondary} 60% 100%)` }}
    />
  );
}
