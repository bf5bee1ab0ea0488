/** How each style should sound, told to the model in the Bedrock prompt. */
import type { AiStyle } from '../../shared/enums';

export const STYLE_GUIDES: Record<AiStyle, string> = {
  'one-liner': 'A single punchy line: a title of at most five words and a description of one short sentence.',
  minimal: 'Minimal and spare: a title of one to three words and a description of a few plain words, no flourish.',
  witty: 'Witty and clever: light wordplay, a knowing wink, never mean.',
  funny: 'Funny: playful, a little absurd, the tone of a good-natured social media caption.',
  poetic: 'Poetic: lyrical imagery, rhythm and metaphor, like a short prose poem.',
  dramatic: 'Dramatic: cinematic, high stakes, like the trailer voice-over of an epic film.',
  nostalgic: 'Nostalgic: wistful and tender, looking back on this moment as a cherished memory.',
  romantic: 'Romantic: warm, intimate and affectionate, as if written for someone loved.',
  'family-love': 'Family love: warm and heartfelt, celebrating family, home and togetherness.',
  friendship: 'Friendship: upbeat and loyal, celebrating friends, shared adventures and inside jokes.',
  inspirational: 'Inspirational: uplifting and encouraging, a gentle call to keep going or grow.',
};
