/** Announcements and the weekly feature. */
import * as z from '../zod';
import { ANNOUNCEMENT_ICONS } from '../enums';
import { userSummary } from './user';
import { lazySchema } from '../lazy-schema';

export const announcement = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    icon: z.enum(ANNOUNCEMENT_ICONS),
    /** green, purple; anything else renders as the primary colour. */
    color: z.string(),
    isActive: z.boolean(),
    createdAt: z.string(),
  }),
);
export type Announcement = z.infer<typeof announcement>;

export const weeklyFeature = lazySchema(() =>
  z.object({
    photo: z.object({
      id: z.optional(z.string()),
      photoUrl: z.string(),
      title: z.string(),
      description: z.nullable(z.string()),
      likes: z.number().check(z.int()),
      views: z.number().check(z.int()),
    }),
    user: userSummary,
    featuredReason: z.nullable(z.string()),
  }),
);
export type WeeklyFeature = z.infer<typeof weeklyFeature>;

/** Static sample data on the landing page: articles open their link in a new tab. */
export const featuredArticle = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    imageUrl: z.string(),
    category: z.string(),
    source: z.string(),
    readTime: z.string(),
    publishedAt: z.string(),
    author: z.string(),
    link: z.string().check(z.url()),
  }),
);
export type FeaturedArticle = z.infer<typeof featuredArticle>;

export const appShowcase = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    category: z.string(),
    description: z.string(),
    imageUrl: z.string(),
    rating: z.number().check(z.gte(0), z.lte(5)),
    downloads: z.string(),
    trending: z.boolean(),
    platform: z.string(),
    storeUrl: z.string().check(z.url()),
  }),
);
export type AppShowcase = z.infer<typeof appShowcase>;
