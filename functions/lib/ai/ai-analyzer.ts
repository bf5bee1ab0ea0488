/**
 * The port between the pipeline and whatever writes a photo's words. Implementations write text only:
 * the colours are measured from the pixels (PixelStats) and never asked of a model.
 */
import type { AiStyle } from '../../../shared/enums';
import type { AiAnalysis } from '../../../shared/schemas/photo';
import type { PixelStats } from './pixel-stats';

export interface AnalyzeInput {
  /** The display image or the thumbnail (WebP or JPEG; PNG and GIF work too). */
  image: Buffer;
  stats: PixelStats;
  style: AiStyle;
}

export interface AiText {
  title: string;
  description: string;
  /** 3 to 8 lowercase words. */
  tags: string[];
  /** One lowercase word. */
  mood: string;
}

export interface AiAnalyzer {
  analyze(input: AnalyzeInput): Promise<AiText>;
}

/** The stored analysis: the analyzer's words plus the colours from the pixels. */
export function withPixelColours(text: AiText, stats: PixelStats): AiAnalysis {
  return { ...text, primaryColors: stats.dominantColors };
}
