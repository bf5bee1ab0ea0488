/**
 * The design state of an edited photo. Key (built in keys.ts):
 *   PHOTO#<id> / EDIT   the editor's design state (JSON text, at most 256 KB) and the photo it came from
 *
 * It lives in the edited photo's partition, not on the photo item: feeds read photo items in batches and
 * must not carry up to 256 KB each; the item is written in the photo's creation transaction and deleted
 * with the photo's partition. Stored as JSON text so no depth or empty-string rule of DynamoDB maps
 * applies to what the editor produced.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/zod';
import { db, tableName } from '../table/client';
import { photoEditKey } from '../keys/photo-keys';
import { itemParser } from '../table/parse';
import { lazySchema } from '../../../shared/lazy-schema';
import type { PixelStats } from '../../ai/pixel-stats';

/** An edit saved in place: its id and the inbox key its edited image is uploaded to. */
export interface EditRef {
  id: string;
  sourceKey: string;
  /**
   * Epoch seconds after which a pending edit whose bytes never came is no longer shown as on its way
   * (the browser has a presigned POST of limited life); a later save or a revert replaces it.
   */
  expiresAt?: number;
}

/** The photo's own derived images and colours, kept while an edit is shown, so 'Revert to original' needs no pipeline. */
export interface UneditedImage {
  displayKey: string | null;
  thumbnailKey: string | null;
  placeholder: string | null;
  width: number | null;
  height: number | null;
  primaryColors: string[];
  pixelStats: PixelStats | null;
}

export const editRef: z.ZodMiniType<EditRef> = lazySchema(() =>
  z.object({ id: z.string(), sourceKey: z.string(), expiresAt: z.optional(z.number()) }),
);

export const uneditedImage: z.ZodMiniType<UneditedImage> = lazySchema(() =>
  z.object({
    displayKey: z.nullable(z.string()),
    thumbnailKey: z.nullable(z.string()),
    placeholder: z.nullable(z.string()),
    width: z.nullable(z.number()),
    height: z.nullable(z.number()),
    primaryColors: z.array(z.string()),
    pixelStats: z.nullable(z.custom<PixelStats>((value) => typeof value === 'object' && value !== null)),
  }),
);

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
  /** Written by a save in place: a revert forgets it; an edited copy's own stays. */
  inPlace?: boolean;
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
  ...(edit.inPlace ? { inPlace: true } : {}),
  createdAt,
});

export async function getPhotoEdit(photoId: string): Promise<PhotoEditRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: photoEditKey(photoId), ConsistentRead: true }));
  return toPhotoEdit(Item);
}
