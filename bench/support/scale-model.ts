/**
 * The peak hour of bench/scale.ts: the assumptions (rates per member, the peak, the Zipf spread of
 * popularity) and how a scenario's recorded charges become units a second on each partition at a scale.
 */
import {
  FAN_OUT_PENDING_SHARDS,
  LIKES_RECEIVED_SHARDS,
  PROCESSING_SHARDS,
  PUBLIC_INDEX,
  TERM_SHARDS,
} from '../../functions/data/keys/keys';
import { COUNTER_SHARDS } from '../../functions/data/keys/photo-keys';
import type { Charge } from './dynamo-units';
import type { Role } from './scale-world';

/** What one scenario cost, as recorded: its charges with partitions named by role, and its round trips. */
export interface Profile {
  name: string;
  roundTrips: number;
  requests: number;
  charges: Charge[];
}

/** Requests per active member a month (docs/scaling.md); `signed-in` is every API call's session and member reads. */
export const MONTHLY_PER_MEMBER: Record<string, number> = {
  'signed-in': 1330,
  feed: 200,
  'feed, 40 tribes': 0,
  'public tab': 50,
  trending: 20,
  following: 30,
  'photo view': 600,
  reaction: 100,
  'upload, public': 15,
  'upload, tribe': 9,
};

const MONTH_SECONDS = 30 * 24 * 3600;
/** The peak hour runs at ten times the month's average rate. */
export const PEAK_FACTOR = 10;
/** Share of members who follow the most-followed member (the Following tab reads that member's list). */
export const CELEBRITY_FOLLOWERS = 0.2;
/** Members in the largest tribe whose photos are read together (a tribe is a circle, not a crowd). */
export const LARGEST_TRIBE = 500;
/** A heavy member calls the API this many times as often as the average one. */
export const HEAVIEST_MEMBER = 50;
/** DynamoDB's per-partition ceilings (units a second). */
export const READ_LIMIT = 3000;
export const WRITE_LIMIT = 1000;
const PRICE = { read: 0.125 / 1e6, write: 0.625 / 1e6 };

/** The harmonic number: the head of a Zipf (s = 1) spread over n items takes 1/H(n). */
const harmonic = (n: number) => Math.log(n) + 0.5772 + 1 / (2 * n);

/** The share of a scenario's requests that land on the hottest entity of each role. */
export function roleShares(members: number): Record<Role | 'any' | 'shared' | 'public', number> {
  const photosAWeek = (members * (MONTHLY_PER_MEMBER['upload, public']! + MONTHLY_PER_MEMBER['upload, tribe']!) * 7) / 30;
  const viral = 1 / harmonic(photosAWeek);
  return {
    shared: 1,
    viewer: Math.min(1, HEAVIEST_MEMBER / members),
    photo: viral,
    author: Math.max(viral, 1 / harmonic(members)),
    celebrity: CELEBRITY_FOLLOWERS,
    tribe: Math.min(1, LARGEST_TRIBE / members),
    any: Math.min(1, HEAVIEST_MEMBER / members),
    // A public copy's group is a hash of the photo's id and a reader's replica a hash of the reader: the
    // sample's few ids stand for all of them, each partition taking its even share.
    public: 1 / (PUBLIC_INDEX.groups * PUBLIC_INDEX.replicas),
  };
}

const ULID = /[0-9A-HJKMNP-TV-Z]{26}/g;
const HASH = /[0-9a-f]{64}/g;

/**
 * The partitions in shards by a hash (of the member for counters, of the photo id for the rest), and how
 * many: the sample's few ids stand for all of them, each shard taking its even share of the load.
 */
const SHARDS: [RegExp, number][] = [
  [/^USER#[^#]+#COUNT#<shard>$/, LIKES_RECEIVED_SHARDS],
  [/#COUNT#<shard>$/, COUNTER_SHARDS],
  [/^PROCESSING#PHOTOS#<shard>$/, PROCESSING_SHARDS],
  [/^FANOUT#PENDING#<shard>$/, FAN_OUT_PENDING_SHARDS],
  [/^TERM#(?!USER#)[^#]+#<shard>$/, TERM_SHARDS],
];
const SHARDED = /^(.*#COUNT|PROCESSING#PHOTOS|FANOUT#PENDING|TERM#(?!USER#)[^#]+)#\d+$/;

/** A partition key with the scenario's ids replaced by their roles, and any other id by `<any>`. */
export function partitionClass(partition: string, roles: Record<string, Role>): string {
  let named = partition;
  for (const [id, role] of Object.entries(roles)) named = named.split(id).join(`<${role}>`);
  return named
    .replace(ULID, '<any>')
    .replace(HASH, '<any>')
    .replace(/^PUBLIC#\d+#\d+$/, 'PUBLIC#<public>#<public>')
    .replace(SHARDED, '$1#<shard>');
}

const shardShare = (partitionClass: string) => 1 / (SHARDS.find(([pattern]) => pattern.test(partitionClass))?.[1] ?? 1);

function roleOf(partitionClass: string): Role | 'any' | 'shared' | 'public' {
  const role = /<(?!shard>)(\w+)>/.exec(partitionClass)?.[1];
  return (role as Role | 'any' | 'public' | undefined) ?? 'shared';
}

export interface PeakHour {
  members: number;
  /** The five hottest partitions by reads and by writes, units a second. */
  top: { read: { partition: string; units: number }[]; write: { partition: string; units: number }[] };
  hottestRead: { partition: string; units: number };
  hottestWrite: { partition: string; units: number };
  feed: { roundTrips: number; requests: number; readUnits: number };
  /** DynamoDB requests, dollars a month per 1,000 active members (the month at its average rate). */
  costPer1000: number;
}

/** The peak hour of `members` active members, for the recorded profiles of one model. */
export function peakHour(members: number, profiles: readonly Profile[]): PeakHour {
  const shares = roleShares(members);
  const load = new Map<string, { read: number; write: number }>();
  let monthlyDollars = 0;
  for (const profile of profiles) {
    const monthly = members * (MONTHLY_PER_MEMBER[profile.name] ?? 0);
    const perSecond = (monthly / MONTH_SECONDS) * PEAK_FACTOR;
    for (const charge of profile.charges) {
      const share = shares[roleOf(charge.partition)] * shardShare(charge.partition);
      const entry = load.get(charge.partition) ?? { read: 0, write: 0 };
      entry.read += perSecond * share * charge.read;
      entry.write += perSecond * share * charge.write;
      load.set(charge.partition, entry);
      monthlyDollars += monthly * (charge.read * PRICE.read + charge.write * PRICE.write);
    }
  }
  const ranked = (kind: 'read' | 'write') =>
    [...load].map(([partition, units]) => ({ partition, units: units[kind] })).sort((a, b) => b.units - a.units);
  const hottest = (kind: 'read' | 'write') => ranked(kind)[0]!;
  const feeds = profiles.filter((p) => p.name.startsWith('feed'));
  return {
    members,
    top: { read: ranked('read').slice(0, 5), write: ranked('write').slice(0, 5) },
    hottestRead: hottest('read'),
    hottestWrite: hottest('write'),
    feed: {
      roundTrips: Math.max(...feeds.map((p) => p.roundTrips)),
      requests: Math.max(...feeds.map((p) => p.requests)),
      readUnits: Math.max(...feeds.map((p) => p.charges.reduce((sum, c) => sum + c.read, 0))),
    },
    costPer1000: (monthlyDollars / members) * 1000,
  };
}
