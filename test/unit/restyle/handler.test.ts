/**
 * The restyle Lambda as the cloud runs it: the stack configures Bedrock (AI_ANALYZER=bedrock), and a
 * model that fails answers 503 with the restyle failure text (the web app's 'Analysis Failed' toast), never
 * the local analyzer's words as if the model had written them. A model that answers gives the full
 * result: its title and description, the photo's subject tags with the style's, the style's mood.
 */
import '../support/env';
import { AccessDeniedException, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { photoKey } from '../../../functions/data/keys/photo-keys';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '../../../shared/constants';
import { PHOTO_MESSAGES } from '../../../shared/messages/photo';
import { handler } from '../../../functions/photo-edits/handler';
import { bodyOf, invoke } from '../support/api-event';
import { useEnv } from '../support/env';
import { conversations, reply, useMockBedrock } from '../support/mock-bedrock';
import { useMemoryMediaStore } from '../support/media-store';
import { givenMember, givenPhotoRead, givenSession, member, resetTable } from '../support/table';
import { photoItem } from '../content/content-table';

const ddb = mockClient(DynamoDBDocumentClient);
const bedrock = useMockBedrock();
const SID = 'raw-session-id';
const ada = member();
/** A PNG signature is all the analyzer checks before it sends the image. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

beforeEach(() => {
  resetTable(ddb);
  givenMember(ddb, ada);
  givenSession(ddb, SID, ada.id, new Date(Date.now() + 3600_000));
});

describe('the restyle handler in the cloud', () => {
  it('answers 503 with the restyle failure text when the model refuses', async () => {
    // Prepare
    useEnv({ AI_ANALYZER: 'bedrock' });
    const photo = photoItem(new Date(), 1, { userId: ada.id, pixelStats: { dominantColors: ['#112233'] } as never });
    givenPhotoRead(ddb, photo);
    useMemoryMediaStore().objects.set(String(photo.displayKey), { bytes: PNG, contentType: 'image/png', size: PNG.length });
    bedrock.on(ConverseCommand).rejects(new AccessDeniedException({ message: 'denied', $metadata: {} }));

    // Act
    const result = await invoke(handler, {
      routeKey: 'POST /api/photos/{id}/reanalyze',
      pathParameters: { id: String(photo.id) },
      cookies: [`${SESSION_COOKIE_NAME}=${SID}`],
      body: { style: 'poetic' },
    });

    // Assess
    expect(result.statusCode).toBe(503);
    expect(bodyOf(result)).toEqual({ message: PHOTO_MESSAGES.restyleFailed });
    expect(conversations(bedrock)).toHaveLength(1);
  });

  it("answers the model's words with the subject tags kept and the style's own tags and mood, whatever the model said", async () => {
    // Prepare
    useEnv({ AI_ANALYZER: 'bedrock' });
    const photo = photoItem(new Date(), 1, {
      userId: ada.id,
      tags: ['coffee', 'cup', 'brown', 'witty'],
      mood: 'playful',
      pixelStats: { dominantColors: ['#112233'] } as never,
    });
    givenPhotoRead(ddb, photo);
    // The search index checks the photo is still there after writing its terms (a GetItem of its key alone).
    ddb.on(GetCommand, { Key: photoKey(String(photo.id)) }).resolves({ Item: photo });
    ddb.on(UpdateCommand).callsFake((input: { ExpressionAttributeValues: Record<string, unknown> }) => ({
      Attributes: { ...photo, tags: input.ExpressionAttributeValues[':tags'], mood: input.ExpressionAttributeValues[':mood'] },
    }));
    useMemoryMediaStore().objects.set(String(photo.displayKey), { bytes: PNG, contentType: 'image/png', size: PNG.length });
    const answer = {
      title: 'Steam Rising',
      description: 'A cup of mornings, poured slow.',
      tags: ['mug', 'drink', 'table'],
      mood: 'calm',
    };
    bedrock.on(ConverseCommand).resolves(reply(JSON.stringify(answer)));

    // Act
    const result = await invoke(handler, {
      routeKey: 'POST /api/photos/{id}/reanalyze',
      pathParameters: { id: String(photo.id) },
      cookies: [`${SESSION_COOKIE_NAME}=${SID}`],
      body: { style: 'poetic' },
    });

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      title: 'Steam Rising',
      description: 'A cup of mornings, poured slow.',
      tags: ['coffee', 'cup', 'brown', 'poetic', 'verse'],
      mood: 'dreamy',
      primaryColors: ['#336699'],
    });
  });
});
