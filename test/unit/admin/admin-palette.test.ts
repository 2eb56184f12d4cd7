import { describe, expect, it } from 'vitest';
import { ADMIN_PALETTE } from '../../../client/admin/admin-palette';

// WCAG 2 contrast of each of the panel's colours under its own text colour: buttons, the app bar
// and the chips of the lists show white text on these.
function luminance(hex: string): number {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the admin palette', () => {
  it.each(Object.entries(ADMIN_PALETTE))('gives %s text a contrast of at least 4.5:1', (_name, colour) => {
    expect(contrast(colour.main, colour.contrastText)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures as WCAG does', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#ed6c02', '#fff')).toBeLessThan(4.5); // MUI's default warning
  });
});
