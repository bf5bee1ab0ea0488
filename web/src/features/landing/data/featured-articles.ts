/** Static sample articles for 'Featured Today'. */
import { SCENES, sceneDataUri } from '@/lib/artwork';

export interface FeaturedArticle {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  category: string;
  source: string;
  readTime: string;
  publishedAt: Date;
  author: string;
  link: string;
}

const DAY_MS = 24 * 60 * 60_000;

/** The first is the large featured story; they were published 1, 2 and 3 days before `now`. */
export function featuredArticles(now: Date = new Date()): FeaturedArticle[] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return [
    {
      id: 'golden-hour',
      title: 'The Quiet Art of Golden Hour: Photographers on Chasing Light',
      description:
        'Twelve photographers share how they plan, wait for and finally capture the soft, warm minutes before sunset, and why the best shots often come after the sun has gone.',
      imageUrl: sceneDataUri(SCENES.dusk),
      category: 'Inspiration',
      source: 'LensCulture',
      readTime: '8 min read',
      publishedAt: daysAgo(1),
      author: 'Maya Chen',
      link: 'https://www.lensculture.com/',
    },
    {
      id: 'phone-travel-camera',
      title: 'Why Your Phone Is the Best Travel Camera You Own',
      description: 'Light bags, quick edits and honest moments: a case for leaving the big lens at home.',
      imageUrl: sceneDataUri(SCENES.seaside),
      category: 'Travel',
      source: 'PetaPixel',
      readTime: '5 min read',
      publishedAt: daysAgo(2),
      author: 'Jonas Ekberg',
      link: 'https://petapixel.com/',
    },
    {
      id: 'street-stories',
      title: 'Street Stories: Finding Warm Moments in Busy Cities',
      description: 'How to photograph strangers kindly, and come home with pictures that feel like conversations.',
      imageUrl: sceneDataUri(SCENES.city),
      category: 'Street',
      source: 'Digital Photography School',
      readTime: '6 min read',
      publishedAt: daysAgo(3),
      author: 'Amara Okafor',
      link: 'https://digital-photography-school.com/',
    },
  ];
}
