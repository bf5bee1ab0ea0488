/**
 * A human name for a '#rrggbb' colour, from its hue, saturation and lightness. Names are what people
 * say ("deep blue", "dusty pink"), not CSS keywords; `word` is the bare hue for tags.
 */

export interface ColourName {
  /** e.g. 'deep blue', 'pale peach', 'charcoal' */
  name: string;
  /** One lowercase word, e.g. 'blue'. */
  word: string;
  family: 'neutral' | 'red' | 'orange' | 'yellow' | 'green' | 'blue' | 'purple' | 'pink' | 'brown';
}

function toHsl(hex: string): { h: number; s: number; l: number } {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const r = ((value >> 16) & 255) / 255;
  const g = ((value >> 8) & 255) / 255;
  const b = (value & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

const HUES: [upTo: number, word: string, family: ColourName['family']][] = [
  [12, 'red', 'red'],
  [38, 'orange', 'orange'],
  [50, 'amber', 'orange'],
  [66, 'yellow', 'yellow'],
  [90, 'lime', 'green'],
  [150, 'green', 'green'],
  [172, 'teal', 'green'],
  [195, 'turquoise', 'blue'],
  [215, 'azure', 'blue'],
  [250, 'blue', 'blue'],
  [270, 'indigo', 'purple'],
  [295, 'violet', 'purple'],
  [325, 'magenta', 'pink'],
  [348, 'pink', 'pink'],
  [360, 'red', 'red'],
];

export function nameColour(hex: string): ColourName {
  const { h, s, l } = toHsl(hex);
  if (s < 0.12 || l < 0.06 || l > 0.96) {
    if (l < 0.12) return { name: 'black', word: 'black', family: 'neutral' };
    if (l < 0.32) return { name: 'charcoal', word: 'charcoal', family: 'neutral' };
    if (l < 0.62) return { name: 'grey', word: 'grey', family: 'neutral' };
    if (l < 0.86) return { name: 'silver', word: 'silver', family: 'neutral' };
    return { name: 'white', word: 'white', family: 'neutral' };
  }
  const [, word, family] = HUES.find(([upTo]) => h < upTo) ?? HUES[0]!;
  // Dark oranges and reds are what people call brown; light oranges are peach.
  if ((family === 'orange' || (family === 'red' && h < 30)) && l < 0.38) {
    return { name: l < 0.2 ? 'dark brown' : 'brown', word: 'brown', family: 'brown' };
  }
  if (family === 'orange' && l > 0.78) return { name: 'peach', word: 'peach', family: 'orange' };
  const modifier = l < 0.28 ? 'deep ' : l > 0.75 ? 'pale ' : s < 0.35 ? 'dusty ' : '';
  return { name: `${modifier}${word}`, word, family };
}
