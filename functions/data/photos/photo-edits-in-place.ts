/**
 * Edits saved in place. On the photo item:
 *   pendingEdit   {id, sourceKey}: the edit whose image the pipeline has yet to apply (the newest save wins)
 *   appliedEdit   {id, sourceKey}: the edit the photo shows now
 *   unedited      the photo's own derived images and colours, kept from the first applied edit until a revert
 * and beside it PHOTO#<id> / EDIT, the design state of the newest save and the photo whose original it
 * applies to (photo-edits.ts; the photo itself, or for an edited copy continued, the copy's original).
 *
 * The photo stays ready throughout: everyone who may see it keeps seeing the last good image until the
 * pipeline has made every derived image of the new one, and each write is conditional on the edit it
 * read, so parallel saves apply in the order they started or are superseded, never half-applied.
 */
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PixelStats } from '../../ai/pixel-stats';
import { clock } from '../../kernel/clock';
import { PhotoNotFoundError } from '../../kernel/errors';
import { db, tableName } from '../table/client';
import { photoAsWritten, toPhoto, type PhotoRecord } from './photo';
import { photoEditItem, type EditRef, type NewPhotoEdit, type UneditedImage } from './photo-edits';
import { photoEditKey, photoKey } from '../keys/photo-keys';
import { writePhotoUpdate } from './photo-update-transaction';
import { EXISTS, orIfConditionFailed, throwIfConditionFailed, wasApplied } from '../table/writes';

/** What the pipeline derived from an edited image: the photo's image fields while the edit is shown. */
export interface EditedImage {
  displayKey: string;
  thumbnailKey: string;
  placeholder: string;
  width: number;
  height: number;
  primaryColors: string[];
  pixelStats: PixelStats;
}

/** The photo's image fields as they stand: what a first edit keeps for the revert. */
export const imageOf = (photo: PhotoRecord): UneditedImage => ({
  displayKey: photo.displayKey,
  thumbnailKey: photo.thumbnailKey,
  placeholder: photo.placeholder,
  width: photo.width,
  height: photo.height,
  primaryColors: photo.primaryColors,
  pixelStats: photo.pixelStats,
});

const IMAGE_FIELDS = ['displayKey', 'thumbnailKey', 'placeholder', 'width', 'height', 'primaryColors', 'pixelStats'] as const;
const SET_IMAGE = IMAGE_FIELDS.map((name) => `#${name} = :${name}`).join(', ');
const IMAGE_NAMES = Object.fromEntries(IMAGE_FIELDS.map((name) => [`#${name}`, name]));
const imageValues = (image: UneditedImage | EditedImage) => Object.fromEntries(IMAGE_FIELDS.map((name) => [`:${name}`, image[name]]));

/**
 * The owner's new edit becomes the pending one (replacing any pending before it, whose image will then
 * be thrown away when it arrives) and its design state the saved one, in one transaction. The photo must
 * still be its owner's and ready: 404 when it went meanwhile.
 */
export async function startEditInPlace(photo: PhotoRecord, edit: EditRef, design: Omit<NewPhotoEdit, 'inPlace'>): Promise<void> {
  const now = clock.nowIso();
  const start = () =>
    writePhotoUpdate(
      photo.id,
      {
        update: 'SET pendingEdit = :edit',
        condition: `${EXISTS} AND userId = :owner AND #status = :ready`,
        names: { '#status': 'status' },
        values: { ':edit': edit, ':owner': photo.userId, ':ready': 'ready' },
      },
      [{ Put: { TableName: tableName(), Item: photoEditItem(photo.id, { ...design, inPlace: true }, now) } }],
    );
  await throwIfConditionFailed(start, () => new PhotoNotFoundError());
}

/**
 * The pipeline made the pending edit's images: the photo shows them from now on. Only while that edit
 * is still the pending one; the first applied edit keeps the photo's own images (`unedited`). Answers
 * the photo as it was before, whose `appliedEdit` (if any) is now superseded, or null when the edit was.
 */
export async function applyEdit(photo: PhotoRecord, editId: string, image: EditedImage): Promise<PhotoRecord | null> {
  const apply = async () => {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: photoKey(photo.id),
        UpdateExpression: `SET ${SET_IMAGE}, appliedEdit = pendingEdit, unedited = if_not_exists(unedited, :unedited), updatedAt = :now REMOVE pendingEdit`,
        ConditionExpression: `${EXISTS} AND pendingEdit.id = :editId`,
        ExpressionAttributeNames: IMAGE_NAMES,
        ExpressionAttributeValues: { ...imageValues(image), ':unedited': imageOf(photo), ':editId': editId, ':now': clock.nowIso() },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return toPhoto(Attributes);
  };
  return orIfConditionFailed(apply, null);
}

/** The pending edit's image was refused: the photo stays as it is. No-op when another edit replaced it. */
export async function dropPendingEdit(photoId: string, editId: string): Promise<void> {
  const drop = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: photoKey(photoId),
        UpdateExpression: 'REMOVE pendingEdit',
        ConditionExpression: `${EXISTS} AND pendingEdit.id = :editId`,
        ExpressionAttributeValues: { ':editId': editId },
      }),
    );
  await wasApplied(drop);
}

/**
 * 'Revert to original': the photo's own images come back and every edit in place is forgotten (a pending
 * one too, whose image is then thrown away when it arrives). Only while the edits are the ones read, so
 * a save racing the revert either lands after it or is undone by it, never mixed. Answers the reverted
 * photo, or null when nothing was edited or the edits changed meanwhile.
 */
export async function revertEdits(photo: PhotoRecord): Promise<PhotoRecord | null> {
  if (!photo.appliedEdit && !photo.pendingEdit) return null;
  const seen = {
    condition: [
      photo.appliedEdit ? 'appliedEdit.id = :applied' : 'attribute_not_exists(appliedEdit)',
      photo.pendingEdit ? 'pendingEdit.id = :pending' : 'attribute_not_exists(pendingEdit)',
    ].join(' AND '),
    values: {
      ...(photo.appliedEdit ? { ':applied': photo.appliedEdit.id } : {}),
      ...(photo.pendingEdit ? { ':pending': photo.pendingEdit.id } : {}),
    },
  };
  const restore = photo.unedited && photo.appliedEdit;
  const revert = async () => {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: photoKey(photo.id),
        UpdateExpression: `${restore ? `SET ${SET_IMAGE}, updatedAt = :now ` : ''}REMOVE appliedEdit, pendingEdit, unedited`,
        ConditionExpression: `${EXISTS} AND ${seen.condition}`,
        ...(restore ? { ExpressionAttributeNames: IMAGE_NAMES } : {}),
        ExpressionAttributeValues: { ...seen.values, ...(restore ? { ...imageValues(photo.unedited!), ':now': clock.nowIso() } : {}) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return photoAsWritten(Attributes);
  };
  const reverted = await orIfConditionFailed(revert, null);
  if (!reverted) return null;
  await forgetSavedDesign(photo.id);
  return reverted;
}

/** The saved design state of the edits in place; an edited copy's own (written when it was made) stays. */
async function forgetSavedDesign(photoId: string): Promise<void> {
  const remove = () =>
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: photoEditKey(photoId),
        ConditionExpression: 'inPlace = :yes',
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
  await wasApplied(remove);
}
