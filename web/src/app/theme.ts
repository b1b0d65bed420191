import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
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
    semanticTokens: {
      colors: {
        sea: {
          solid: { value: '{colors.sea.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.sea.700}' },
          muted: { value: '{colors.sea.100}' },
          subtle: { value: '{colors.sea.50}' },
          emphasized: { value: '{colors.sea.200}' },
          focusRing: { value: '{colors.sea.500}' },
        },
        sunset: {
          solid: { value: '{colors.sunset.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.sunset.700}' },
          muted: { value: '{colors.sunset.100}' },
          subtle: { value: '{colors.sunset.50}' },
          emphasized: { value: '{colors.sunset.200}' },
          focusRing: { value: '{colors.sunset.500}' },
        },
        sand: {
          solid: { value: '{colors.sand.400}' },
          contrast: { value: '{colors.sea.950}' },
          fg: { value: '{colors.sand.800}' },
          muted: { value: '{colors.sand.100}' },
          subtle: { value: '{colors.sand.50}' },
          emphasized: { value: '{colors.sand.200}' },
          focusRing: { value: '{colors.sand.500}' },
        },
      },
    },
  },
  globalCss: {
    body: { bg: 'sand.50', color: 'sea.950' },
    // In-page anchors and scrollIntoView stop below the sticky header (taller when it wraps on a phone).
    '[id]': { scrollMarginTop: '8rem' },
  },
});

/** Chakra's own tokens and styles, without the recipes of components the app never renders. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: chakraGlobalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
