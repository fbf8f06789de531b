import {
  createTheme,
  type AlertFactory,
  type BadgeFactory,
  type ButtonFactory,
  type CheckboxFactory,
  type CSSVariablesResolver,
  type ExtendComponent,
  type FactoryPayload,
  type MantineColorsTuple,
  type MantineThemeComponent,
} from '@mantine/core';

/**
 * A component's theme settings, typed as its own `extend` types them (Mantine's `extend` returns its input), but
 * without importing the component: the login screen would otherwise load every component the theme names.
 */
const extend = <Payload extends FactoryPayload>(input: ExtendComponent<Payload>) => input as MantineThemeComponent;

// Ember red of the brand, dark enough at shade 7 for white text (WCAG AA).
const ember: MantineColorsTuple = [
  '#fdf0ed',
  '#f6ddd7',
  '#ecb8ab',
  '#e2917c',
  '#d96f55',
  '#d4593c',
  '#c24a2e',
  '#a33b22',
  '#8f2a1a',
  '#741f12',
];

// Mantine's red, two shades darker from shade 5 on, so red text, error messages and
// outlined danger buttons reach 4.5:1 on white.
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#e03131',
  '#c92a2a',
  '#b02525',
  '#9c1f1f',
  '#861a1a',
];

export const theme = createTheme({
  primaryColor: 'ember',
  primaryShade: 7,
  colors: { ember, red },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    // A screen's title shrinks on a phone so that one long compound word (Integrationsklienter, Reklamationsbearbeitung)
    // fits the line whole: browsers without the language's hyphenation dictionary would cut it anywhere.
    sizes: { h1: { fontSize: 'clamp(1.25rem, 0.6rem + 3.2vw, 2.125rem)' } },
  },
  defaultRadius: 'md',
  // Mantine 9 made "medium" 600 for labels, tabs and segments too; the portal keeps them at 500
  // and its buttons at 600, as they were.
  fontWeights: { medium: '500' },
  focusRing: 'auto',
  // Dialogs, menus and drawers open and close without their motion for people who asked their system for less.
  respectReducedMotion: true,
  components: {
    // Light alerts tint only the background and icon; their text keeps full contrast.
    Alert: extend<AlertFactory>({ styles: { title: { color: 'var(--mantine-color-text)' } } }),
    // A status badge in a table column shows its whole word; the table scrolls rather than cut it.
    Badge: extend<BadgeFactory>({ styles: { root: { minWidth: 'max-content' } } }),
    Button: extend<ButtonFactory>({ styles: { root: { fontWeight: 600 } } }),
    // Mantine 9 gives check boxes a small radius of their own; the portal's follow its default radius.
    Checkbox: extend<CheckboxFactory>({ defaultProps: { radius: 'md' } }),
    // A dialog's header is a <header> outside any sectioning element, which makes it a second banner landmark beside the
    // page's while the dialog is open; the dialog is named by its title, the header needs no role.
    ModalHeader: { defaultProps: { role: 'none' } },
    DrawerHeader: { defaultProps: { role: 'none' } },
  },
});

// Dimmed text one shade darker than Mantine's default, to reach 4.5:1 contrast on white.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Text of light badges and alerts in the bright hues, darker than shade 9, to reach 4.5:1 on their tint.
    '--mantine-color-green-light-color': '#1e612b',
    '--mantine-color-orange-light-color': '#98320a',
    '--mantine-color-yellow-light-color': '#8a4a00',
    '--mantine-color-teal-light-color': '#06593f',
    '--mantine-color-cyan-light-color': '#085464',
    '--mantine-color-lime-light-color': '#4b6b0b',
  },
  dark: {},
});
