/**
 * Announcements and weekly features (SPEC.md section 3). Keys:
 *   ANNOUNCEMENTS / ANNOUNCEMENT#<id>   an announcement; the one partition is read newest first
 *   FEATURES / WEEK#<yyyy-mm-dd>        the weekly feature of the week starting that Monday (UTC)
 *
 * Announcement ids are ULIDs, so the sort key orders them by creation time. A week has at most one
 * feature: the job writes it only where none exists, so one set by hand is never overwritten.
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ANNOUNCEMENT_ICONS, type AnnouncementIcon } from '../../shared/enums';
import { clock } from '../lib/clock';
import { newId } from '../lib/ids';
import { db, isConditionFailure, tableName } from './client';

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

const ANNOUNCEMENTS_PARTITION = 'ANNOUNCEMENTS';
const announcementKey = (id: string) => ({ PK: ANNOUNCEMENTS_PARTITION, SK: `ANNOUNCEMENT#${id}` });
/** The week's key is the date of its Monday, whatever the time part of `weekStartDate`. */
const featureKey = (weekStartDate: string) => ({ PK: 'FEATURES', SK: `WEEK#${weekStartDate.slice(0, 10)}` });

/** How many active announcements the list returns at most. */
export const MAX_ANNOUNCEMENTS = 20;

const isIcon = (value: unknown): value is AnnouncementIcon => ANNOUNCEMENT_ICONS.includes(value as AnnouncementIcon);

function toAnnouncement(item: Record<string, unknown> | undefined): AnnouncementRecord | null {
  // An item written by hand with an unknown icon would break the client's schema: it is left out.
  if (!item || item.type !== 'announcement' || !isIcon(item.icon)) return null;
  return {
    id: item.id as string,
    title: item.title as string,
    description: item.description as string,
    icon: item.icon,
    color: item.color as string,
    isActive: item.isActive !== false,
    createdAt: item.createdAt as string,
  };
}

function toFeature(item: Record<string, unknown> | undefined): WeeklyFeatureRecord | null {
  if (!item || item.type !== 'weekly-feature') return null;
  return {
    id: item.id as string,
    photoId: item.photoId as string,
    weekStartDate: item.weekStartDate as string,
    weekEndDate: item.weekEndDate as string,
    featuredReason: (item.featuredReason as string | undefined) ?? null,
    isActive: item.isActive !== false,
    createdAt: item.createdAt as string,
  };
}

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
  try {
    await db().send(
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
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The active announcements, newest first: one Query on the announcements partition. */
export async function listActiveAnnouncements(limit = MAX_ANNOUNCEMENTS): Promise<AnnouncementRecord[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      // The partition holds a handful of items: filtering the inactive ones costs nothing worth an index.
      // isActive defaults to true (SPEC.md section 3), so an item written without it is active.
      FilterExpression: 'attribute_not_exists(isActive) OR isActive = :active',
      ExpressionAttributeValues: { ':pk': ANNOUNCEMENTS_PARTITION, ':prefix': 'ANNOUNCEMENT#', ':active': true },
      ScanIndexForward: false,
    }),
  );
  return Items.map(toAnnouncement)
    .filter((a): a is AnnouncementRecord => Boolean(a))
    .slice(0, limit);
}

/** The feature of the week starting at `weekStartDate`, active or not; null when the week has none. */
export async function getFeatureForWeek(weekStartDate: string): Promise<WeeklyFeatureRecord | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: featureKey(weekStartDate), ConsistentRead: true }),
  );
  return toFeature(Item);
}

/** Writes the week's feature unless the week already has one (set by hand or by an earlier run); true when written. */
export async function putFeatureIfAbsent(feature: WeeklyFeatureRecord): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...featureKey(feature.weekStartDate), type: 'weekly-feature', ...feature },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
