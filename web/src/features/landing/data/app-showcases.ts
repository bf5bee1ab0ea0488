/** Static sample apps for 'App Showcases'. */
import { appIconDataUri } from '@/lib/artwork';

export interface AppShowcase {
  id: string;
  name: string;
  category: string;
  description: string;
  imageUrl: string;
  rating: number;
  downloads: string;
  trending: boolean;
  platform: 'iOS' | 'Android' | 'iOS & Android';
  storeUrl: string;
}

const APP_STORE = 'https://apps.apple.com/';
const PLAY_STORE = 'https://play.google.com/store/apps';

export const APP_SHOWCASES: AppShowcase[] = [
  {
    id: 'snifty-snap',
    name: 'Snifty Snap',
    category: 'Camera',
    description: 'Shoot, caption with AI and share to your tribes in three taps.',
    imageUrl: appIconDataUri('aperture', '#7c3aed', '#db2777'),
    rating: 4.9,
    downloads: '2.4M',
    trending: true,
    platform: 'iOS & Android',
    storeUrl: APP_STORE,
  },
  {
    id: 'frame-studio',
    name: 'Frame Studio',
    category: 'Editing',
    description: 'Borders, collages and print-ready cards for your favourite shots.',
    imageUrl: appIconDataUri('frame', '#0ea5e9', '#6366f1'),
    rating: 4.7,
    downloads: '860K',
    trending: false,
    platform: 'iOS',
    storeUrl: APP_STORE,
  },
  {
    id: 'reel-moments',
    name: 'Reel Moments',
    category: 'Video',
    description: 'Turn a week of photos into a short film with music that fits the mood.',
    imageUrl: appIconDataUri('film', '#f97316', '#e11d48'),
    rating: 4.8,
    downloads: '1.3M',
    trending: true,
    platform: 'Android',
    storeUrl: PLAY_STORE,
  },
  {
    id: 'palette-pro',
    name: 'Palette Pro',
    category: 'Color',
    description: 'Pull the dominant colours from any photo and build matching presets.',
    imageUrl: appIconDataUri('palette', '#10b981', '#0d9488'),
    rating: 4.6,
    downloads: '420K',
    trending: false,
    platform: 'iOS & Android',
    storeUrl: APP_STORE,
  },
  {
    id: 'memory-lane',
    name: 'Memory Lane',
    category: 'Journaling',
    description: 'Write a few lines beside a photo and lock it until a date you choose.',
    imageUrl: appIconDataUri('heart', '#ec4899', '#f59e0b'),
    rating: 4.9,
    downloads: '1.1M',
    trending: true,
    platform: 'iOS',
    storeUrl: APP_STORE,
  },
  {
    id: 'wander-map',
    name: 'Wander Map',
    category: 'Travel',
    description: 'Pin every trip photo to a map and relive the route, day by day.',
    imageUrl: appIconDataUri('map', '#22c55e', '#15803d'),
    rating: 4.5,
    downloads: '300K',
    trending: false,
    platform: 'Android',
    storeUrl: PLAY_STORE,
  },
  {
    id: 'magic-retouch',
    name: 'Magic Retouch',
    category: 'AI Editing',
    description: 'Remove photobombers, fix the light and straighten horizons automatically.',
    imageUrl: appIconDataUri('wand', '#8b5cf6', '#3b82f6'),
    rating: 4.7,
    downloads: '3.2M',
    trending: true,
    platform: 'iOS & Android',
    storeUrl: PLAY_STORE,
  },
  {
    id: 'spark-stories',
    name: 'Spark Stories',
    category: 'Social',
    description: 'Share a daily photo story with close friends only. No likes, just replies.',
    imageUrl: appIconDataUri('sparkle', '#f59e0b', '#ef4444'),
    rating: 4.4,
    downloads: '540K',
    trending: false,
    platform: 'iOS',
    storeUrl: APP_STORE,
  },
];
