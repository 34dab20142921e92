import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { LOADER_COLOR } from '../../components/Loader';
import { GREEN_SERIES_COLORS } from '../../features/dashboard/components/green-chart-colors';
import { theme } from '../theme';

/** WCAG 2.x contrast ratio of two '#rrggbb' colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const WHITE = '#ffffff';
const gray = full.colors.gray;
/** The light backgrounds text sits on: white, the page and card greys, a colour's own light shades. */
const backgrounds = (palette: readonly string[]) => [
  WHITE,
  gray[0]!,
  gray[1]!,
  gray[2]!,
  palette[0]!,
  palette[1]!,
];

describe('colours (issue 12 item 30: WCAG 2.2 AA contrast)', () => {
  it('keeps the identity: teal is the primary colour, its middle shade the loader colour #00A09C', () => {
    expect(full.primaryColor).toBe('teal');
    expect(full.colors.teal[5]!.toLowerCase()).toBe(LOADER_COLOR.toLowerCase());
  });

  it.each(Object.keys(DEFAULT_THEME.colors).filter((name) => name !== 'dark'))(
    '%s: text shades 6 to 9 reach 4.5:1 on every light background, and white text on shade 6 too',
    (name) => {
      const palette = full.colors[name]!;
      const problems: string[] = [];
      for (const shade of [6, 7, 8, 9])
        for (const background of backgrounds(palette)) {
          const ratio = contrast(palette[shade]!, background);
          if (ratio < 4.5) problems.push(`${name}.${shade} on ${background}: ${ratio.toFixed(2)}`);
        }
      expect(problems).toEqual([]);
    },
  );

  it('dims text with a grey that stays readable (4.5:1 on the page greys)', () => {
    for (const background of [WHITE, gray[0]!, gray[1]!, gray[2]!])
      expect(contrast(gray[6]!, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the focus ring and input borders in focus with the primary shade (3:1 at least)', () => {
    expect(full.primaryShade).toEqual({ light: 6, dark: 8 });
    expect(contrast(full.colors.teal[6]!, WHITE)).toBeGreaterThanOrEqual(3);
  });

  it('turns transitions off for who asks the system for reduced motion (WCAG 2.3.3)', () => {
    expect(full.respectReducedMotion).toBe(true);
  });

  it('draws the green charts in colours with 3:1 on white and on the card greys (WCAG 1.4.11)', () => {
    for (const color of Object.values(GREEN_SERIES_COLORS)) {
      const [name, shade] = color.split('.') as [string, string];
      for (const background of [WHITE, gray[0]!, gray[1]!])
        expect(contrast(full.colors[name]![Number(shade)]!, background), color).toBeGreaterThanOrEqual(3);
    }
  });
});
