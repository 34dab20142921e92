/**
 * Series colours of the green charts: shade 7 of the theme's palettes, which reach 4.5:1 on white (theme.ts), so
 * bars and areas pass the 3:1 asked of graphics (WCAG 2.2, 1.4.11); actual and pending differ in hue and in
 * lightness, so they part without colour vision too.
 */
export const GREEN_SERIES_COLORS = { actual: 'teal.7', pending: 'orange.7' } as const;
