/**
 * Local mode's AiAnalyzer, and the Bedrock analyzer's fallback: the vision models look at the photo
 * (human-detector.ts) and the words name what they saw (seen-text.ts). Given stored detections it writes
 * from those without running the models. If the models fail (cannot load, cannot read the image), the
 * photo still gets the pixel text, never an error: an analysis must not lose a photo over its words.
 */
import { logger } from '../../kernel/logger';
import type { AiAnalyzer, AiText, AnalyzeInput } from '../ai-analyzer';
import { describeLocally } from '../local-analyzer';
import type { Detections } from './detections';
import { sharedDetector } from './human-detector';
import { describeSeen } from './seen-text';

export interface Detector {
  detect(image: Buffer): Promise<Detections>;
}

let installed: Detector | undefined;

/**
 * Makes `detector` the one every VisionAnalyzer without its own uses, in place of this thread's models:
 * local mode installs its worker threads (infra/local/vision-workers.ts) so no request waits behind a
 * model run; undefined goes back to this thread's.
 */
export function installDetector(detector: Detector | undefined): void {
  installed = detector;
}

export class VisionAnalyzer implements AiAnalyzer {
  private readonly detector: () => Detector;

  /** `detector` is for tests; the installed one, or this thread's shared one (one copy of the models), otherwise. */
  constructor(detector?: Detector) {
    this.detector = detector ? () => detector : () => installed ?? sharedDetector();
  }

  async analyze(input: AnalyzeInput): Promise<AiText> {
    if (input.detections) return describeSeen({ ...input, detections: input.detections });
    let detections: Detections;
    try {
      detections = await this.detector().detect(input.image);
    } catch (error) {
      logger.warn('vision analyzer: models failed, using the pixel text', {
        error: error instanceof Error ? error.message : String(error),
      });
      return describeLocally(input);
    }
    return { ...describeSeen({ ...input, detections }), detections };
  }
}
