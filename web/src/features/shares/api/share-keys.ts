/** Every share query key starts with ['shares']: the member's links of a photo, and a link as a recipient reads it. */
export const shareKeys = {
  all: ['shares'] as const,
  /** GET /api/silent-shares?photoId=: the member's own links of one photo. */
  photo: (photoId: string) => [...shareKeys.all, 'photo', photoId] as const,
  /** GET /api/shares/{link}: the public read. */
  link: (link: string) => [...shareKeys.all, 'link', link] as const,
};
