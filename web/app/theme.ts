import { Drawer, Modal, createTheme } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';

const moim: MantineColorsTuple = [
  '#f3f0ff',
  '#e4ddff',
  '#c6b8ff',
  '#a690ff',
  '#8a6dfe',
  '#7856fd',
  '#6a46f5',
  '#5936dc',
  '#4c2ec2',
  '#3f25a6',
];

// System fonts only (the CSP allows no font hosts); the Korean faces come before the generic ones.
const fontFamily =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", "Apple SD Gothic Neo", "Noto Sans KR", "Noto Sans CJK KR", "Malgun Gothic", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'moim',
  primaryShade: 6,
  colors: { moim },
  fontFamily,
  headings: { fontFamily, fontWeight: '750' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
  // The mobile layout applies at 640px and below, so `sm` (the first wider layout) starts at 641px.
  breakpoints: { xs: '30em', sm: '40.0625em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    // Mantine draws a dialog's title bar as <header>, which counts as a second page banner
    // (axe: landmark-no-duplicate-banner, landmark-unique). In a dialog it is only a title bar.
    Modal: Modal.extend({ defaultProps: { attributes: { header: { role: 'none' } } } }),
    Drawer: Drawer.extend({ defaultProps: { attributes: { header: { role: 'none' } } } }),
  },
});

// Mantine's default dimmed grey is 3.3:1 on white; body text needs 4.5:1…
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // …and so does error text under a field: Mantine's red.6 is 3.3:1, red.9 is 6.3:1.
  light: { '--mantine-color-dimmed': '#5c6370', '--mantine-color-error': '#c92a2a' },
  dark: {},
});
