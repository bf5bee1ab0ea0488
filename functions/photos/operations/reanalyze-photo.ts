import { GetObjectCommand } from '@aws-sdk/client-s3';
import { PHOTO_MESSAGES } from '../../../shared/messages';
import { reanalyzeBody, type AiAnalysis } from '../../../shared/schemas/photo';
import { configuredAnalyzer } from '../../analysis/ai/configured-analyzer';
import { updateAnalysisText } from '../../data/photos';
import { awsClients } from '../../lib/aws-clients';
import { config } from '../../lib/config';
import { ConflictError } from '../../lib/errors';
import { ok } from '../../lib/http/respond';
import { parseJsonBody, pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { loadOwnPhoto } from '../../lib/photos/visibility';

/**
 * POST /api/photos/{id}/reanalyze {style}: new AI text in the chosen style (default witty). The colours
 * stay, as they are measured from the pixels; the stored pixel statistics spare a second decode.
 */
export const reanalyzePhoto: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const { style } = parseJsonBody(event, reanalyzeBody);
  const photo = await loadOwnPhoto(me.user.id, pathParam(event, 'id'));
  if (photo.status !== 'ready' || !photo.displayKey || !photo.pixelStats) throw new ConflictError(PHOTO_MESSAGES.notReady);
  const object = await awsClients().s3.send(new GetObjectCommand({ Bucket: config().MEDIA_BUCKET, Key: photo.displayKey }));
  const image = Buffer.from(await object.Body!.transformToByteArray());
  const text = await configuredAnalyzer().analyze({ image, stats: photo.pixelStats, style });
  await updateAnalysisText(photo.id, { ...text, style });
  const result: AiAnalysis = { ...text, primaryColors: photo.primaryColors };
  return ok(result);
};
