/**
 * The words a picture's numbers stand for: colour names, light, tone, intensity, shape, a scene (only
 * where the pixels support it) and a mood. The local analyzer writes its text from these; the Bedrock prompt quotes the
 * colours so the model's words agree with the measured ones.
 */
import type { PixelStats } from './pixel-stats';
import { type ColourName, nameColour } from './colour-names';

export interface Scene {
  /** Used in sentences: 'golden hour', 'blue hour', ... */
  phrase: string;
  /** One lowercase word for the tags. */
  tag: string;
  /** 'Shades of blue', 'earth tones': templates choose the verb that agrees ({scene~holds|hold}). */
  plural?: true;
}

export interface PictureTraits {
  main: ColourName;
  /** The next colour whose name differs from the main one ('pale green' beside 'green' counts). */
  accent: ColourName | null;
  light: 'dark' | 'dim' | 'soft' | 'bright' | 'radiant';
  tone: 'cool' | 'neutral' | 'warm';
  intensity: 'muted' | 'gentle' | 'vivid';
  shape: 'landscape' | 'portrait' | 'square' | 'panorama';
  /** Megapixels of the original, a hint of how much detail there is. */
  size: 'small' | 'medium' | 'large';
  contrast: 'flat' | 'balanced' | 'punchy';
  scene: Scene;
  mood: string;
  /** A stable number from the stats, to pick among phrasings without randomness. */
  seed: number;
}

function lightOf(brightness: number): PictureTraits['light'] {
  if (brightness < 0.18) return 'dark';
  if (brightness < 0.38) return 'dim';
  if (brightness < 0.62) return 'soft';
  if (brightness < 0.8) return 'bright';
  return 'radiant';
}

/**
 * Scene words claim a place or a time, so each needs the pixels to say so: 'sunset' and 'sky' need the
 * top of the frame to be the glow or the blue (a bowl of oranges is warm all over, a blue wall is blue
 * all over). Otherwise the words stay with light and colour, which are measured and so always true.
 */
function sceneOf(stats: PixelStats, main: ColourName, light: PictureTraits['light'], tone: PictureTraits['tone']): Scene {
  if (stats.saturation < 0.08) return { phrase: 'black and white', tag: 'monochrome' };
  if (light === 'dark')
    return tone === 'warm' ? { phrase: 'warm shadows', tag: 'shadows', plural: true } : { phrase: 'the dark', tag: 'dark' };
  if (stats.sky === 'glow' && tone === 'warm') return { phrase: 'sunset', tag: 'sunset' };
  if (stats.sky === 'blue')
    return light === 'dim' ? { phrase: 'the blue hour', tag: 'twilight' } : { phrase: 'the open sky', tag: 'sky' };
  if ((main.family === 'orange' || main.family === 'red' || main.family === 'yellow') && tone === 'warm') {
    return { phrase: 'warm light', tag: 'warm' };
  }
  if (main.family === 'brown') return { phrase: 'earth tones', tag: 'earth', plural: true };
  if (main.family === 'green' || main.family === 'blue') return { phrase: `shades of ${main.family}`, tag: main.family, plural: true };
  if (main.family === 'pink' || main.family === 'purple') return { phrase: 'dreamland', tag: 'dreamy' };
  if (light === 'radiant' || light === 'bright') return { phrase: 'bright light', tag: 'bright' };
  return { phrase: 'an ordinary day', tag: 'everyday' };
}

function moodOf(light: PictureTraits['light'], tone: PictureTraits['tone'], intensity: PictureTraits['intensity']): string {
  if (light === 'dark') return tone === 'warm' ? 'cozy' : tone === 'cool' ? 'mysterious' : 'moody';
  if (light === 'dim') return tone === 'warm' ? 'nostalgic' : tone === 'cool' ? 'pensive' : 'reflective';
  if (light === 'soft') {
    if (intensity === 'vivid') return tone === 'cool' ? 'fresh' : 'energetic';
    return tone === 'warm' ? 'tender' : tone === 'cool' ? 'tranquil' : 'calm';
  }
  if (intensity === 'vivid') return tone === 'cool' ? 'lively' : 'joyful';
  return tone === 'warm' ? 'cheerful' : tone === 'cool' ? 'serene' : 'airy';
}

/** FNV-1a over the measured values: the same stats always give the same seed. */
function seedOf(stats: PixelStats): number {
  const text = [
    stats.dominantColors.join(','),
    stats.brightness,
    stats.saturation,
    stats.warmth,
    stats.contrast,
    stats.width,
    stats.height,
  ].join('|');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function pictureTraits(stats: PixelStats): PictureTraits {
  const names = stats.dominantColors.map(nameColour);
  const main = names[0] ?? nameColour('#808080');
  const accent = names.slice(1).find((name) => name.name !== main.name) ?? null;
  const light = lightOf(stats.brightness);
  const tone = stats.warmth > 0.08 ? 'warm' : stats.warmth < -0.08 ? 'cool' : 'neutral';
  const intensity = stats.saturation < 0.2 ? 'muted' : stats.saturation < 0.5 ? 'gentle' : 'vivid';
  const ratio = stats.width / stats.height;
  const shape = ratio >= 2 ? 'panorama' : stats.orientation;
  const megapixels = (stats.width * stats.height) / 1e6;
  const size = megapixels < 1 ? 'small' : megapixels < 8 ? 'medium' : 'large';
  const contrast = stats.contrast < 0.12 ? 'flat' : stats.contrast < 0.25 ? 'balanced' : 'punchy';
  return {
    main,
    accent,
    light,
    tone,
    intensity,
    shape,
    size,
    contrast,
    scene: sceneOf(stats, main, light, tone),
    mood: moodOf(light, tone, intensity),
    seed: seedOf(stats),
  };
}
