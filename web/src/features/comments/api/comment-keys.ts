/** Every comment query key starts with ['comments', photoId]. */
export const commentKeys = {
  all: ['comments'] as const,
  photo: (photoId: string) => ['comments', photoId] as const,
};
