/**
 * The design state of an edited photo (issue 11). Key (built in keys.ts):
 *   PHOTO#<id> / EDIT   the editor's design state (JSON text, at most 256 KB) and the photo it came from
 *
 * It lives in the edited photo's partition, not on the photo item: feeds read photo items in batches and
 * must not carry up to 256 KB each; the item is written in the photo's creation transaction and deleted
 * with the photo's partition. Stored as JSON text so no depth or empty-string rule of DynamoDB maps
 * applies to what the editor produced.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import { db, tableName } from './client';
import { photoEditKey } from './photo-keys';
import { itemParser } from './parse';
import { lazySchema } from '../../shared/lazy-schema';

export interface PhotoEditRecord {
  photoId: string;
  editedFrom: string;
  editData: Record<string, unknown>;
  createdAt: string;
}

/** What the creation of an edited photo stores besides the photo. */
export interface NewPhotoEdit {
  editedFrom: string;
  editData: Record<string, unknown>;
}

const editItem = lazySchema(() =>
  z.pipe(
    z.object({ photoId: z.string(), editedFrom: z.string(), designJson: z.string(), createdAt: z.string() }),
    z.transform(({ designJson, ...rest }): PhotoEditRecord => ({
      ...rest,
      editData: JSON.parse(designJson) as Record<string, unknown>,
    })),
  ),
);

const toPhotoEdit = itemParser('photo-edit', editItem, { type: 'photo-edit' });

/** The item createPhoto puts in its transaction. */
export const photoEditItem = (photoId: string, edit: NewPhotoEdit, createdAt: string) => ({
  ...photoEditKey(photoId),
  type: 'photo-edit',
  photoId,
  editedFrom: edit.editedFrom,
  designJson: JSON.stringify(edit.editData),
  createdAt,
});

export async function getPhotoEdit(photoId: string): Promise<PhotoEditRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: photoEditKey(photoId), ConsistentRead: true }));
  return toPhotoEdit(Item);
}
