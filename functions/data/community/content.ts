/**
 * Announcements and weekly features. Keys (built in keys.ts):
 *   ANNOUNCEMENTS / ANNOUNCEMENT#<id>   an announcement; the one partition is read newest first
 *   FEATURES / WEEK#<yyyy-mm-dd>        the weekly feature of the week starting that Monday (UTC)
 *
 * Announcement ids are ULIDs, so the sort key orders them by creation time. A week has at most one
 * feature: the job writes it only where none exists, so one set by hand is never overwritten.
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/zod';
import { ANNOUNCEMENT_ICONS, type AnnouncementIcon } from '../../../shared/enums';
import { clock } from '../../kernel/clock';
import { newId } from '../../kernel/ids';
import { db, tableName } from '../table/client';
import { ANNOUNCEMENTS_PARTITION, announcementKey, featureKey, SK_PREFIX } from '../keys/keys';
import { itemParser, orNull, parseAll } from '../table/parse';
import { IS_NEW, wasApplied } from '../table/writes';
import { lazySchema } from '../../../shared/lazy-schema';

export interface AnnouncementRecord {
  id: string;
  title: string;
  description: string;
  icon: AnnouncementIcon;
  /** green, purple; anything else renders as the primary colour. */
  color: string;
  isActive: boolean;
  createdAt: string;
}

export interface WeeklyFeatureRecord {
  id: string;
  photoId: string;
  /** Monday 00:00 UTC, ISO timestamp. */
  weekStartDate: string;
  /** The next Monday 00:00 UTC (exclusive), ISO timestamp. */
  weekEndDate: string;
  featuredReason: string | null;
  isActive: boolean;
  createdAt: string;
}

/** How many active announcements the list returns at most. */
export const MAX_ANNOUNCEMENTS = 20;

/** isActive defaults to true, so an item written without it is active. */
const isActive = lazySchema(() =>
  z.pipe(
    z.optional(z.boolean()),
    z.transform((value) => value !== false),
  ),
);

// An item written by hand with an unknown icon would break the client's schema: it does not parse and is left out.
const announcementItem: z.ZodMiniType<AnnouncementRecord> = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    icon: z.enum(ANNOUNCEMENT_ICONS),
    color: z.string(),
    isActive,
    createdAt: z.string(),
  }),
);
const toAnnouncement = itemParser('announcement', announcementItem, { type: 'announcement' });

const WEEK_MS = 7 * 24 * 3600_000;

// A feature set by hand may hold no more than id, photoId and weekStartDate: the rest follows from them.
const featureItem: z.ZodMiniType<WeeklyFeatureRecord> = lazySchema(() =>
  z.pipe(
    z.object({
      id: z.string(),
      photoId: z.string(),
      weekStartDate: z.string().check(z.refine((date) => !Number.isNaN(Date.parse(date)))),
      weekEndDate: z.optional(z.string()),
      featuredReason: orNull(z.string()),
      isActive,
      createdAt: z.optional(z.string()),
    }),
    z.transform((feature) => ({
      ...feature,
      weekEndDate: feature.weekEndDate ?? new Date(Date.parse(feature.weekStartDate) + WEEK_MS).toISOString(),
      createdAt: feature.createdAt ?? feature.weekStartDate,
    })),
  ),
);
const toFeature = itemParser('weekly feature', featureItem, { type: 'weekly-feature' });

export interface NewAnnouncement {
  title: string;
  description: string;
  icon: AnnouncementIcon;
  color: string;
  /** @default true */
  isActive?: boolean;
  /** A fixed id makes the write idempotent (demo content). @default a new ULID */
  id?: string;
  /** @default now */
  createdAt?: string;
}

/** Writes the announcement unless one with its id exists; true when it was written. */
export async function putAnnouncement(input: NewAnnouncement): Promise<boolean> {
  const id = input.id ?? newId();
  const put = () =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...announcementKey(id),
          type: 'announcement',
          id,
          title: input.title,
          description: input.description,
          icon: input.icon,
          color: input.color,
          isActive: input.isActive ?? true,
          createdAt: input.createdAt ?? clock.nowIso(),
        },
        ConditionExpression: IS_NEW,
      }),
    );
  return wasApplied(put);
}

/** The active announcements, newest first: one Query on the announcements partition. */
export async function listActiveAnnouncements(limit = MAX_ANNOUNCEMENTS): Promise<AnnouncementRecord[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      // The partition holds a handful of items: filtering the inactive ones costs nothing worth an index.
      // isActive defaults to true, so an item written without it is active.
      FilterExpression: 'attribute_not_exists(isActive) OR isActive = :active',
      ExpressionAttributeValues: { ':pk': ANNOUNCEMENTS_PARTITION, ':prefix': SK_PREFIX.announcement, ':active': true },
      ScanIndexForward: false,
    }),
  );
  return parseAll(toAnnouncement, Items).slice(0, limit);
}

/** The feature of the week starting at `weekStartDate`, active or not; null when the week has none. */
export async function getFeatureForWeek(weekStartDate: string): Promise<WeeklyFeatureRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: featureKey(weekStartDate), ConsistentRead: true }));
  return toFeature(Item);
}

/** Writes the week's feature unless the week already has one (set by hand or by an earlier run); true when written. */
export async function putFeatureIfAbsent(feature: WeeklyFeatureRecord): Promise<boolean> {
  const put = () =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...featureKey(feature.weekStartDate), type: 'weekly-feature', ...feature },
        ConditionExpression: IS_NEW,
      }),
    );
  return wasApplied(put);
}
