/**
 * The demo a fresh local start shows: members who can sign in at once. Later features add their own
 * demo content here (photos, tribes, announcements...). Seeding is idempotent: it runs on every start
 * and adds only what is missing.
 */
import { hashPassword } from '../../functions/lib/accounts/passwords';
import { createUser, getUserByEmail, type UserRecord } from '../../functions/data/members/users';
import { seedDemoContent } from './demo-content';
import { seedDemoPhotos, seedDemoTribes } from './demo-photos';

export const DEMO_PASSWORD = 'snifty-demo-2026';

export const DEMO_MEMBERS = [
  { email: 'ava@example.com', firstName: 'Ava', lastName: 'Martin' },
  { email: 'ben@example.com', firstName: 'Ben', lastName: 'Okafor' },
  { email: 'chloe@example.com', firstName: 'Chloé', lastName: 'Nguyen' },
] as const;

export async function seedDemo(
  options: { photos?: boolean } = {},
): Promise<{ members: UserRecord[]; created: number; photos: number }> {
  const members: UserRecord[] = [];
  let created = 0;
  for (const demo of DEMO_MEMBERS) {
    const existing = await getUserByEmail(demo.email);
    if (existing) {
      members.push(existing);
      continue;
    }
    members.push(
      await createUser({
        ...demo,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        authProvider: 'email',
        emailVerified: true,
      }),
    );
    created += 1;
  }
  if (options.photos === false) return { members, created, photos: 0 };
  await seedDemoTribes(members);
  const photos = await seedDemoPhotos(members);
  await seedDemoContent();
  return { members, created, photos };
}
