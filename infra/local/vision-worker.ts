/**
 * One vision worker thread (vision-workers.ts starts it): its own copy of the models, fed one photo at a
 * time by the main thread, answering with what the looks saw or why they failed.
 */
import { parentPort } from 'node:worker_threads';
import { HumanDetector } from '../../functions/ai/vision/human-detector';

export interface LookRequest {
  id: number;
  image: Uint8Array;
}

export type LookAnswer = { id: number; detections: unknown } | { id: number; error: string };

const detector = new HumanDetector();

parentPort!.on('message', (request: LookRequest) => {
  detector
    .detect(Buffer.from(request.image.buffer, request.image.byteOffset, request.image.byteLength))
    .then(
      (detections): LookAnswer => ({ id: request.id, detections }),
      (error: unknown): LookAnswer => ({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
    )
    .then((answer) => parentPort!.postMessage(answer));
});
