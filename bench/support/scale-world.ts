/**
 * The sample world bench/scale.ts records its requests in: members, tribes, follows and photos written
 * through the data layer into the in-process emulator, and one scenario per kind of request, each run
 * through the same functions the API runs. Ids a scenario is about are named by role (the viewer, the
 * photo, its author...), so the model can scale each partition by how popular its entity is.
 */
import { ulid } from 'ulid';
import type { Privacy } from '../../shared/schemas/photo';
import { announceNewPhotoSafely } from '../../functions/lib/notifications/announce-new-photo';
import { loadVisiblePhotoWith } from '../../functions/lib/photos/visibility';
import { nameableTribeIds } from '../../functions/lib/photos/photo-answers';
import type { PhotoRecord } from '../../functions/data/photos/photo';
import { createSharedPhoto, fillMemberFeed } from '../../functions/data/photos/tribe-fan-out';
import { markAnalysed, markUploaded } from '../../functions/data/photos/photo-analysis';
import { countDailyView } from '../../functions/data/photos/photo-views';
import { readPhotoContext } from '../../functions/data/photos/photo-page';
import { toggleReaction } from '../../functions/data/community/reactions';
import { follow } from '../../functions/data/community/follows';
import { getSession, putSession } from '../../functions/data/members/sessions';
import { addMember } from '../../functions/data/tribes/tribe-membership';
import { createCustomTribe } from '../../functions/data/tribes/tribe';
import { createUser, getUser, type UserRecord } from '../../functions/data/members/users';
import { feedPage, followingPage, publicPage, trendingPhotos } from '../../functions/photos/photo-pages';

/** The role names the model knows (scale-model.ts): each id a scenario is about is recorded as one of these. */
export type Role = 'viewer' | 'photo' | 'author' | 'tribe' | 'celebrity';

export interface Scenario {
  name: string;
  roles: Record<string, Role>;
  run: () => Promise<unknown>;
}

const PUBLIC: Privacy = { visibility: 'public', allowedTribes: [], intent: 'memory' };

/** What the analysis writes on a typical photo (sizes as measured on the demo's photos). */
const analysed = (id: string) => ({
  title: 'Golden light over a quiet bay',
  description:
    'A warm sunset spills over calm water while a few boats rest near the shore; the sky fades from orange to soft pink above a dark hill line.',
  tags: ['sunset', 'bay', 'boats', 'water', 'evening', 'sky'],
  mood: 'calm',
  primaryColors: ['#ff7e5f', '#feb47b', '#2b4c7e'],
  displayKey: `display/${id}.webp`,
  thumbnailKey: `thumbnail/${id}.webp`,
  placeholder:
    'data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADQAQCdASoQAAwAAUAmJZwCdAEO/hOMAAD++2P/5u//0P/A/8n/t/4b/3//////////////////AAA=',
  width: 1600,
  height: 1200,
  pixelStats: {
    width: 1600,
    height: 1200,
    orientation: 'landscape' as const,
    dominantColors: ['#ff7e5f', '#feb47b', '#2b4c7e'],
    colourShares: [
      { hex: '#ff7e5f', share: 0.41 },
      { hex: '#feb47b', share: 0.33 },
      { hex: '#2b4c7e', share: 0.26 },
    ],
    brightness: 0.58,
    contrast: 0.21,
    saturation: 0.49,
    warmth: 0.31,
    sky: 'glow' as const,
  },
});

let serial = 0;
const member = (name: string) =>
  createUser({
    email: `${name}-${(serial += 1)}@scale.example`,
    firstName: name,
    lastName: 'Sample',
    passwordHash: 'scrypt$bench$not-a-real-hash',
    authProvider: 'email',
    emailVerified: true,
  });

async function upload(owner: UserRecord, privacy: Privacy, createdMs: number): Promise<PhotoRecord> {
  const id = ulid(createdMs);
  // As the upload routes do: a photo shared with tribes is fanned out into their members' feeds.
  await createSharedPhoto({
    id,
    userId: owner.id,
    privacy,
    style: 'witty',
    title: 'Untitled',
    originalKey: `originals/${owner.id}/${id}.jpg`,
    contentType: 'image/jpeg',
  });
  await markUploaded(id);
  const ready = await markAnalysed(id, analysed(id));
  if (!ready) throw new Error(`photo ${id} vanished`);
  return ready;
}

export interface World {
  viewer: UserRecord;
  /** A member of many tribes: the round trips of their feed must not grow with them. */
  joiner: UserRecord;
  celebrity: UserRecord;
  viral: PhotoRecord;
  tribeIds: string[];
  scenarios: Scenario[];
}

/** Builds the world at `nowMs` (photos over the hour before it) and the scenarios that read and write it. */
export async function buildWorld(nowMs: number, options: { members: number; photos: number; manyTribes: number }): Promise<World> {
  const members: UserRecord[] = [];
  for (let i = 0; i < options.members; i += 1) members.push(await member(`m${i}`));
  const [viewer, joiner, celebrity] = [members[0]!, members[1]!, members[2]!];
  for (const m of members) if (m !== celebrity) await follow(m.id, celebrity.id);
  for (const m of members.slice(3, 23)) await follow(viewer.id, m.id);

  const tribeIds: string[] = [];
  for (let i = 0; i < options.manyTribes; i += 1) {
    const owner = members[3 + (i % (members.length - 3))]!;
    const tribe = await createCustomTribe(owner.id, `Circle ${i}`);
    if (tribe === 'limit') continue;
    tribeIds.push(tribe.id);
    // Joins fill the member's feed with the tribe's photos, as an accepted invitation does.
    const join = async (memberId: string) => (await addMember(tribe.id, memberId), await fillMemberFeed(tribe.id, memberId));
    await join(joiner.id);
    if (i < 3) await join(viewer.id);
    // The tribe the tribe-upload scenario shares with is a circle of 12, so its fan-out writes 12 feeds.
    if (i === 0) for (const m of members.slice(4, 14)) if (m.id !== owner.id) await join(m.id);
  }

  const photos: PhotoRecord[] = [];
  for (let i = 0; i < options.photos; i += 1) {
    const owner = i % 7 === 0 ? celebrity : members[3 + (i % (members.length - 3))]!;
    const privacy: Privacy =
      i % 10 < 5
        ? PUBLIC
        : i % 10 < 8
          ? { visibility: 'tribes', allowedTribes: [tribeIds[i % 3]!], intent: 'memory' }
          : { visibility: 'private', allowedTribes: [], intent: 'reflection' };
    // Tribe photos belong to the tribe's owner: only the owner may share with their tribe.
    photos.push(await upload(owner, privacy, nowMs - 3_600_000 + (i * 3_500_000) / options.photos));
  }
  const viral = photos.find((p) => p.privacy.visibility === 'public' && p.userId === celebrity.id)!;
  const sid = `bench-session-${viewer.id}`;
  await putSession(sid, viewer.id, 'Bench');

  const roles = (extra: Record<string, Role> = {}) => ({ [viewer.id]: 'viewer' as const, ...extra });
  let liked = false;
  const scenarios: Scenario[] = [
    {
      name: 'signed-in',
      roles: roles(),
      run: async () => {
        const session = await getSession(sid);
        await getUser(session!.userId);
      },
    },
    { name: 'feed', roles: roles(), run: () => feedPage(viewer.id, {}) },
    { name: 'feed, 40 tribes', roles: { [joiner.id]: 'viewer' }, run: () => feedPage(joiner.id, {}) },
    { name: 'public tab', roles: roles(), run: () => publicPage(viewer.id, {}) },
    { name: 'trending', roles: roles(), run: () => trendingPhotos(viewer.id, 24, new Date(nowMs)) },
    { name: 'following', roles: roles({ [celebrity.id]: 'celebrity' }), run: () => followingPage(viewer.id, {}) },
    {
      name: 'photo view',
      roles: roles({ [viral.id]: 'photo', [celebrity.id]: 'author' }),
      run: async () => {
        const { photo } = await loadVisiblePhotoWith(viewer.id, viral.id, (found) =>
          readPhotoContext(viewer.id, [found], nameableTribeIds(viewer.id, found)),
        );
        await countDailyView(photo.id, `${viewer.id}-${(serial += 1)}`);
      },
    },
    {
      name: 'reaction',
      roles: roles({ [viral.id]: 'photo', [celebrity.id]: 'author' }),
      run: async () => {
        liked = !liked;
        await toggleReaction(viral, viewer.id, 'like');
      },
    },
    {
      name: 'upload, public',
      roles: { [celebrity.id]: 'author' },
      run: async () => announceNewPhotoSafely(await upload(celebrity, PUBLIC, nowMs)),
    },
    {
      name: 'upload, tribe',
      roles: roles({ [tribeIds[0]!]: 'tribe' }),
      run: async () =>
        announceNewPhotoSafely(
          await upload(members[3]!, { visibility: 'tribes', allowedTribes: [tribeIds[0]!], intent: 'memory' }, nowMs),
        ),
    },
  ];
  return { viewer, joiner, celebrity, viral, tribeIds, scenarios };
}
