/**
 * Local mode's restyle: new words in another style from the detections stored on the photo, with no
 * model run (a restyle should take milliseconds, and the restyle group's bundle holds no tfjs). A photo
 * without stored detections gets the pixel text, as before.
 */
import type { AiAnalyzer, AiText, AnalyzeInput } from '../ai-analyzer';
import { describeSeen } from './seen-text';

export class StoredDetectionsAnalyzer implements AiAnalyzer {
  async analyze(input: AnalyzeInput): Promise<AiText> {
    return describeSeen({ ...input, detections: input.detections ?? null });
  }
}
