/**
 * The local analyzer's titles, per style; its descriptions are in
 * description-banks.ts. Slots are filled from the picture's traits: {colour} main colour name, {accent}
 * second colour (or light/shadow), {light} quality of light, {scene}, {mood}, {tone}, {intensity},
 * {frame}; a verb after {scene} agrees with it through {scene~singular|plural} ('shades of blue' are plural).
 * Several phrasings per style, picked by a seed from the pixels, so two similar photos still
 * read differently, and the same photo always the same. Titles apart from descriptions because a tribe
 * feed's captions are titles only: the tribes Lambda holds these and not the descriptions.
 */
import type { AiStyle } from '../../shared/enums';

export const TITLE_BANKS: Record<AiStyle, readonly string[]> = {
  'one-liner': ['{colour}, no notes', 'Caught in {scene}', '{mood} in {colour}', 'One frame of {scene}'],
  minimal: ['{colour}', '{scene}', '{colour} / {accent}', '{mood}'],
  witty: [
    '{colour} Called, It Wants Its Spotlight Back',
    '{scene}, Now With Extra {colour}',
    'Plot Twist: It Was {colour} All Along',
    'Certified {mood}, Lightly Seasoned With {accent}',
    '{accent} Tried to Steal the Show From {colour}',
    'Sponsored by {colour}, Produced by {accent}',
    'A {mood} Summit of {colour} and {accent}',
    'Local {scene} {scene~Goes|Go} Full {colour}',
    'This {frame} Runs on {colour} and {accent}',
    '{colour} and {accent} Walk Into {scene}',
  ],
  funny: [
    'When the {colour} Hits Just Right',
    'Me, Pretending to Be {mood} in {scene}',
    'Breaking News: Local {colour} Refuses to Leave',
    'Nobody: … Absolutely Nobody: {colour}',
  ],
  poetic: ['Where {colour} Meets {accent}', 'A Hymn in {colour}', 'The {light} Hour of {scene}', 'Verses of {colour}'],
  dramatic: ['The Reign of {colour}', '{scene}: The Final Stand', 'Clash of {colour} and {accent}', 'Before the {colour} Fell'],
  nostalgic: ['Remember the {colour} Days', 'Back in {scene}', 'Those {mood} Afternoons', 'Faded {colour}, Kept Forever'],
  romantic: ['Falling for {colour}', '{scene}, Just the Two of Us', 'Love Letter in {colour}', 'A {mood} Kind of Love'],
  'family-love': ['Our {colour} Days Together', 'Family, {scene} and Us', 'Home Is Where the {colour} Is', 'Little {mood} Moments'],
  friendship: ['Squad Goals in {colour}', '{scene} With the Crew', 'Friends, {colour} and Good Times', 'Our {mood} Adventure'],
  inspirational: ['Rise Into {colour}', 'Find Your Way Through {scene}', 'Every Day Holds Some {colour}', 'Stay {mood}, Keep Going'],
};
