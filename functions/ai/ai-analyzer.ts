/**
 * The port between the pipeline and whatever writes a photo's words. Implementations write text only:
 * the colours are measured from the pixels (PixelStats) and never asked of a model.
 */
import type { AiStyle } from '../../shared/enums';
import type { AiAnalysis } from '../../shared/schemas/photo';
import type { PixelStats } from './pixel-stats';
import type { Detections } from './vision/detections';

export interface AnalyzeInput {
  /** The display image or the thumbnail (WebP or JPEG; PNG and GIF work too). */
  image: Buffer;
  stats: PixelStats;
  style: AiStyle;
  /**
   * What the vision models saw when the photo was analysed (stored on the photo): given, an analyzer
   * that writes from detections writes from these instead of running its models again (a restyle).
   */
  detections?: Detections | null;
}

export interface AiText {
  title: string;
  description: string;
  /** 3 to 8 lowercase words. */
  tags: string[];
  /** One lowercase word. */
  mood: string;
  /** What the vision models saw, when they ran: the pipeline stores it on the photo. */
  detections?: Detections;
}

export interface AiAnalyzer {
  analyze(input: AnalyzeInput): Promise<AiText>;
}

/** The stored analysis: the analyzer's words plus the colours from the pixels. */
export function withPixelColours(text: AiText, stats: PixelStats): AiAnalysis {
  const { title, description, tags, mood } = text;
  return { title, description, tags, mood, primaryColors: stats.dominantColors };
}
