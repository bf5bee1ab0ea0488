/** Every comment query key starts with ['comments', photoId]. */
export const commentKeys = {
  all: ['comments'] as const,
  photo: (photoId: string) => [...commentKeys.all, photoId] as const,
};
