import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  badgeRecipe,
  buttonRecipe,
  checkmarkRecipe,
  containerRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  spinnerRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss as chakraGlobalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import {
  alertSlotRecipe,
  avatarSlotRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  tableSlotRecipe,
} from '@chakra-ui/react/theme';

/** A Caribbean palette: sea (primary), sand (surfaces), sunset (accents), palm (success). */
const config = defineConfig({
  theme: {
    // Only the recipes of the components the app uses (defaultConfig brings all 76): a component added
    // later needs its recipe here, or it renders unstyled (tests/web/theme.test.ts lists them).
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
    },
    tokens: {
      colors: {
        sea: {
          50: { value: '#ecfeff' },
          100: { value: '#cffafe' },
          200: { value: '#a5f3fc' },
          300: { value: '#67e8f9' },
          400: { value: '#22d3ee' },
          500: { value: '#0891b2' },
          600: { value: '#0e7490' },
          700: { value: '#155e75' },
          800: { value: '#164e63' },
          900: { value: '#0b3d4f' },
          950: { value: '#072a37' },
        },
        sand: {
          50: { value: '#fffdf7' },
          100: { value: '#fdf6e3' },
          200: { value: '#f8ebc4' },
          300: { value: '#f1d99a' },
          400: { value: '#e7c36d' },
          500: { value: '#d4a64a' },
          600: { value: '#b4852f' },
          700: { value: '#8c6424' },
          800: { value: '#664a1d' },
          900: { value: '#433114' },
          950: { value: '#2a1e0b' },
        },
        sunset: {
          50: { value: '#fff7ed' },
          100: { value: '#ffedd5' },
          200: { value: '#fed7aa' },
          300: { value: '#fdba74' },
          400: { value: '#fb923c' },
          500: { value: '#f97316' },
          600: { value: '#c2410c' },
          700: { value: '#9a3412' },
          800: { value: '#7c2d12' },
          900: { value: '#5c2310' },
          950: { value: '#431407' },
        },
      },
      fonts: {
        heading: { value: "'Trebuchet MS', 'Segoe UI', system-ui, sans-serif" },
        body: { value: "system-ui, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    // Every colour a page uses names a role here, with its dark-mode value (`.dark` on <html>).
    semanticTokens: {
      colors: {
        /** The page behind everything. */
        page: { value: { base: '{colors.sand.50}', _dark: '#071a21' } },
        /** Cards, panels, tables, the header: raised above the page. */
        surface: {
          DEFAULT: { value: { base: 'white', _dark: '#0d252e' } },
          subtle: { value: { base: '{colors.sand.50}', _dark: '#123039' } },
        },
        /** Headings and strong text. */
        ink: { value: { base: '{colors.sea.900}', _dark: '{colors.sand.50}' } },
        /** Borders of cards, tables and the header. */
        line: { value: { base: '{colors.sand.200}', _dark: '#24444f' } },
        /** Rows of the top three in a table. */
        medal: {
          gold: { value: { base: '#fdf6e3', _dark: '#3a3015' } },
          silver: { value: { base: '#f3f5f7', _dark: '#27313a' } },
          bronze: { value: { base: '#fbefe6', _dark: '#3b2819' } },
        },
        // Chakra's red.500 error text and green.600 solid badges fall short of 4.5:1 on light pages. Its own
        // values are _light/_dark ones (deep-merged with these), so these name the same conditions.
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
        sea: {
          solid: { value: '{colors.sea.600}' },
          contrast: { value: 'white' },
          fg: { value: { base: '{colors.sea.700}', _dark: '{colors.sea.300}' } },
          muted: { value: { base: '{colors.sea.100}', _dark: '{colors.sea.900}' } },
          subtle: { value: { base: '{colors.sea.50}', _dark: '{colors.sea.950}' } },
          emphasized: { value: { base: '{colors.sea.200}', _dark: '{colors.sea.800}' } },
          focusRing: { value: { base: '{colors.sea.500}', _dark: '{colors.sea.400}' } },
        },
        sunset: {
          solid: { value: '{colors.sunset.600}' },
          contrast: { value: 'white' },
          fg: { value: { base: '{colors.sunset.700}', _dark: '{colors.sunset.300}' } },
          muted: { value: { base: '{colors.sunset.100}', _dark: '{colors.sunset.900}' } },
          subtle: { value: { base: '{colors.sunset.50}', _dark: '{colors.sunset.950}' } },
          emphasized: { value: { base: '{colors.sunset.200}', _dark: '{colors.sunset.800}' } },
          focusRing: { value: { base: '{colors.sunset.500}', _dark: '{colors.sunset.400}' } },
        },
        sand: {
          solid: { value: '{colors.sand.400}' },
          contrast: { value: '{colors.sea.950}' },
          fg: { value: { base: '{colors.sand.800}', _dark: '{colors.sand.300}' } },
          muted: { value: { base: '{colors.sand.100}', _dark: '{colors.sand.900}' } },
          subtle: { value: { base: '{colors.sand.50}', _dark: '{colors.sand.950}' } },
          emphasized: { value: { base: '{colors.sand.200}', _dark: '{colors.sand.800}' } },
          focusRing: { value: { base: '{colors.sand.500}', _dark: '{colors.sand.400}' } },
        },
      },
    },
  },
  globalCss: {
    body: { bg: 'page', color: 'ink' },
    // In-page anchors and scrollIntoView stop below the sticky header (taller when it wraps on a phone).
    '[id]': { scrollMarginTop: '8rem' },
    // A team's crest or initials (components/TeamMark.tsx): static rules in the page's head, as a table
    // row, a card's side and a bracket's slot each draw one.
    '.team-mark': { flexShrink: '0' },
    '.team-mark--crest': { objectFit: 'contain' },
    '.team-mark--initials': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: 'full',
      fontWeight: 'bold',
      lineHeight: '1',
    },
    '.team-mark--initials::before': { content: 'attr(data-initials)' },
    // A label and its value in a page's details (components/DetailRow.tsx).
    '.detail-row > dt': { fontSize: 'xs', textTransform: 'uppercase', letterSpacing: 'wide', color: 'fg.muted' },
    '.detail-row > dd': { fontWeight: 'medium', color: 'ink' },
    // "No connection: showing this page as last seen…" (components/OfflineNotice.tsx, and drawn by a visitor's
    // page without the app: web/src/visitor/offline-notice.ts).
    '.offline-notice': {
      bg: 'bg.warning',
      borderBottomWidth: '1px',
      borderColor: 'border.warning',
      px: '4',
      py: '2',
      fontSize: 'sm',
      textAlign: 'center',
    },
  },
});

/**
 * Chakra's palettes no page names (tests/web/theme.test.ts reads every palette the app names): building
 * the system is mostly turning tokens into variables, and these three were a fifth of Chakra's colours.
 */
export const UNUSED_PALETTES: readonly string[] = ['teal', 'cyan', 'pink'];

function withoutUnusedPalettes<Group extends { colors?: object }>(group: Group): Group {
  const colors = Object.entries(group.colors ?? {}).filter(([name]) => !UNUSED_PALETTES.includes(name));
  return { ...group, colors: Object.fromEntries(colors) };
}

/** Chakra's own tokens and styles, without the recipes of components the app never renders. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: chakraGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: withoutUnusedPalettes(tokens),
    semanticTokens: withoutUnusedPalettes(semanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** Chakra's system with the app's theme, base styles included. */
function createCompleteSystem(): SystemContext {
  return createSystem(defaultBaseConfig, chakraTheme, config);
}

/**
 * The system the app renders with: the same tokens, recipes and style props, without the base styles
 * (index.html carries them). Built when called, not when the module loads: on a phone building it is
 * 80 ms of the main thread, which the browser's start-up does as a task of its own (web/src/main.tsx).
 */
export function createAppSystem(): SystemContext {
  const complete = createCompleteSystem();
  return { ...complete, _global: [], _config: { ...complete._config, disableLayers: true } };
}

/**
 * Chakra's layer order, reset, base styles and the ~1,000 token variables, as styles: one stylesheet the
 * build writes into index.html's <head> (web/build/chakra-base-css.ts), so every page carries it as static
 * CSS and no browser serialises and hashes it again on each load.
 */
export function createBaseStyles() {
  const complete = createCompleteSystem();
  return [complete.layers.atRule, complete._global];
}
