/**
 * The demo's photos: scenes drawn as SVG and rendered to JPEG with sharp, and a few real photos
 * (real-photos/, public domain and CC0, licences in its README) so a newcomer sees the AI name what is
 * in a real picture. All are uploaded through the same path as a member's upload, so the analysis
 * writes their text.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Privacy } from '../../shared/schemas/photo';
import { ownerPhotoIds } from '../../functions/data/photos/photo-lists';
import { acceptUpload } from '../../functions/lib/photos/accept-upload';
import { addMember } from '../../functions/data/tribes/tribe-membership';
import { fillMemberFeed } from '../../functions/data/photos/tribe-fan-out';
import { ensureTypedTribes, typedTribeId } from '../../functions/data/tribes/tribe';
import { AlreadyMemberError } from '../../functions/kernel/errors';
import type { TribeType } from '../../shared/enums';

const W = 1600;
const H = 1200;

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${body}</svg>`;
const sky = (id: string, top: string, bottom: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#${id})"/>`;

/** Scenes different enough in colour, light and shape that the analysis writes different words. */
export const DEMO_SCENES = {
  'sunset-over-the-bay.jpg': svg(
    `${sky('s', '#ff7e5f', '#feb47b')}<circle cx="800" cy="760" r="190" fill="#fff1a8"/><rect y="760" width="1600" height="440" fill="#2b4c7e"/>` +
      Array.from(
        { length: 9 },
        (_, i) =>
          `<rect x="${180 + i * 140}" y="${820 + (i % 3) * 90}" width="${260 - i * 12}" height="10" rx="5" fill="#ffd39a" opacity="0.7"/>`,
      ).join(''),
  ),
  'pine-forest-morning.jpg': svg(
    `${sky('f', '#cfe8d5', '#86b79b')}` +
      Array.from({ length: 14 }, (_, i) => {
        const x = i * 120 + 20;
        const h = 520 + (i % 4) * 110;
        return `<polygon points="${x},${H - h} ${x - 110},${H} ${x + 110},${H}" fill="${i % 2 ? '#1f5133' : '#2d6a45'}"/>`;
      }).join(''),
  ),
  'city-lights-at-night.jpg': svg(
    `${sky('c', '#0b1026', '#27315c')}` +
      Array.from({ length: 16 }, (_, i) => {
        const h = 300 + ((i * 137) % 520);
        const windows = Array.from(
          { length: 10 },
          (_, j) =>
            `<rect x="${i * 100 + 18 + (j % 3) * 22}" y="${H - h + 30 + Math.floor(j / 3) * 60}" width="12" height="20" fill="#ffd35c"/>`,
        ).join('');
        return `<rect x="${i * 100}" y="${H - h}" width="92" height="${h}" fill="#161a33"/>${windows}`;
      }).join('') +
      `<circle cx="1320" cy="220" r="70" fill="#f4f1d0"/>`,
  ),
  'snowy-peaks.jpg': svg(
    `${sky('m', '#9ec9ff', '#e9f3ff')}<polygon points="0,1200 520,330 1040,1200" fill="#8a9bb3"/><polygon points="520,330 400,530 640,530" fill="#ffffff"/>` +
      `<polygon points="600,1200 1150,250 1600,1000 1600,1200" fill="#6d7f99"/><polygon points="1150,250 1010,480 1290,480" fill="#ffffff"/><rect y="1080" width="1600" height="120" fill="#f7fbff"/>`,
  ),
  'sunflower-field.jpg': svg(
    `${sky('y', '#7ec8ff', '#c7ecff')}<rect y="620" width="1600" height="580" fill="#3f7d20"/>` +
      Array.from({ length: 24 }, (_, i) => {
        const x = (i % 8) * 200 + 100;
        const y = 700 + Math.floor(i / 8) * 170;
        return `<circle cx="${x}" cy="${y}" r="70" fill="#ffcc00"/><circle cx="${x}" cy="${y}" r="28" fill="#6b3e12"/>`;
      }).join(''),
  ),
  'desert-road-trip.jpg': svg(
    `${sky('d', '#f6d365', '#fda085')}<rect y="700" width="1600" height="500" fill="#d9925a"/><polygon points="760,700 840,700 1200,1200 400,1200" fill="#4a4a4a"/>` +
      `<rect x="795" y="760" width="10" height="60" fill="#ffffff"/><rect x="793" y="900" width="14" height="90" fill="#ffffff"/><rect x="790" y="1070" width="20" height="120" fill="#ffffff"/>`,
  ),
  'birthday-balloons.jpg': svg(
    `${sky('b', '#fff4e6', '#ffe0ef')}` +
      ['#ff4d6d', '#4dabf7', '#ffd43b', '#69db7c', '#b197fc', '#ff922b']
        .map((colour, i) => {
          const x = 260 + i * 210;
          const y = 380 + (i % 2) * 120;
          return `<line x1="${x}" y1="${y + 150}" x2="${800}" y2="1100" stroke="#888" stroke-width="3"/><ellipse cx="${x}" cy="${y}" rx="110" ry="140" fill="${colour}"/>`;
        })
        .join('') +
      `<rect x="600" y="1000" width="400" height="200" rx="20" fill="#f783ac"/>`,
  ),
  'rainy-window.jpg': svg(
    `${sky('r', '#5f6f7f', '#9aa8b5')}` +
      Array.from(
        { length: 60 },
        (_, i) =>
          `<ellipse cx="${(i * 263) % 1600}" cy="${(i * 181) % 1200}" rx="${8 + (i % 5) * 3}" ry="${14 + (i % 4) * 5}" fill="#dfe8ef" opacity="0.55"/>`,
      ).join(''),
  ),
} as const;

type SceneName = keyof typeof DEMO_SCENES;

/** Real photos beside the drawn scenes (file names in real-photos/). */
const REAL_PHOTOS = ['astronaut.jpg', 'coffee.jpg', 'chelsea.jpg'] as const;
type RealPhotoName = (typeof REAL_PHOTOS)[number];

const realPhoto = (name: RealPhotoName) => readFile(new URL(`./real-photos/${name}`, import.meta.url));

const PUBLIC: Privacy = { visibility: 'public', allowedTribes: [], intent: 'memory' };
const PRIVATE: Privacy = { visibility: 'private', allowedTribes: [], intent: 'reflection' };

/** Shared with the poster's own typed tribe of this type. */
const tribeOnly = (type: TribeType): Privacy & { tribeType: TribeType } => ({
  visibility: 'tribes',
  allowedTribes: [],
  intent: 'memory',
  tribeType: type,
});

/** Who posts which scene, oldest first. */
export const DEMO_PHOTOS: Record<string, { scene: SceneName | RealPhotoName; privacy: Privacy & { tribeType?: TribeType } }[]> = {
  'ava@example.com': [
    { scene: 'astronaut.jpg', privacy: PUBLIC },
    { scene: 'snowy-peaks.jpg', privacy: PUBLIC },
    { scene: 'rainy-window.jpg', privacy: PRIVATE },
    { scene: 'birthday-balloons.jpg', privacy: tribeOnly('family') },
    { scene: 'sunset-over-the-bay.jpg', privacy: { ...PUBLIC, intent: 'just_for_laughs' } },
  ],
  'ben@example.com': [
    { scene: 'city-lights-at-night.jpg', privacy: PUBLIC },
    { scene: 'desert-road-trip.jpg', privacy: PUBLIC },
    { scene: 'coffee.jpg', privacy: PUBLIC },
  ],
  'chloe@example.com': [
    { scene: 'pine-forest-morning.jpg', privacy: PUBLIC },
    { scene: 'sunflower-field.jpg', privacy: { ...PUBLIC, intent: 'gift' } },
    { scene: 'chelsea.jpg', privacy: PUBLIC },
  ],
};

export const renderScene = (name: SceneName) => sharp(Buffer.from(DEMO_SCENES[name])).jpeg({ quality: 86 }).toBuffer();

const isRealPhoto = (name: string): name is RealPhotoName => (REAL_PHOTOS as readonly string[]).includes(name);

const demoBytes = (name: SceneName | RealPhotoName) => (isRealPhoto(name) ? realPhoto(name) : renderScene(name));

/** Uploads each member's demo photos once: a member who has any photo already is left alone. */
export async function seedDemoPhotos(members: { id: string; email: string }[]): Promise<number> {
  let uploaded = 0;
  for (const member of members) {
    const plan = DEMO_PHOTOS[member.email];
    if (!plan) continue;
    const existing = await ownerPhotoIds(member.id, { limit: 1 });
    if (existing.ids.length) continue;
    for (const {
      scene,
      privacy: { tribeType, ...privacy },
    } of plan) {
      const allowedTribes = tribeType ? [typedTribeId(member.id, tribeType)] : [];
      await acceptUpload({
        userId: member.id,
        file: { name: scene, bytes: await demoBytes(scene) },
        privacy: { ...privacy, allowedTribes },
      });
      uploaded += 1;
    }
  }
  return uploaded;
}

/** Who is in whose tribe in the demo: Ben is in Ava's family; Ava and Chloé are Ben's BFFs. */
export const DEMO_TRIBES: { owner: string; type: TribeType; members: string[] }[] = [
  { owner: 'ava@example.com', type: 'family', members: ['ben@example.com'] },
  { owner: 'ben@example.com', type: 'bffs', members: ['ava@example.com', 'chloe@example.com'] },
];

export async function seedDemoTribes(members: { id: string; email: string }[]): Promise<void> {
  const byEmail = new Map(members.map((m) => [m.email, m.id]));
  for (const member of members) await ensureTypedTribes(member.id);
  for (const tribe of DEMO_TRIBES) {
    const ownerId = byEmail.get(tribe.owner);
    if (!ownerId) continue;
    for (const email of tribe.members) {
      const memberId = byEmail.get(email);
      if (!memberId) continue;
      try {
        await addMember(typedTribeId(ownerId, tribe.type), memberId);
      } catch (error) {
        if (!(error instanceof AlreadyMemberError)) throw error;
      }
      // As a join through an invitation does: the tribe's photos go into the member's own feed.
      await fillMemberFeed(typedTribeId(ownerId, tribe.type), memberId);
    }
  }
}
