import { createTheme } from '@mantine/core';

// autoContrast picks black or white text on filled colours so every button passes WCAG AA: Mantine's
// default blue (#228be6) with white text is 3.6:1, below the 4.5:1 AA needs; with autoContrast the
// text turns dark where the fill is light.
export const theme = createTheme({
  autoContrast: true,
  luminanceThreshold: 0.3,
  primaryColor: 'blue',
  // blue.8 (#1864ab) on white is 6.3:1, used as the primary shade for text-coloured links and outlines.
  primaryShade: { light: 8, dark: 4 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'sm',
});
