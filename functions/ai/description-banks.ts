/**
 * The local analyzer's descriptions, per style, with the slots and the seeded choice
 * its titles use (title-banks.ts).
 */
import type { AiStyle } from '../../shared/enums';

export const DESCRIPTION_BANKS: Record<AiStyle, readonly string[]> = {
  'one-liner': [
    '{colour} and {accent} in {light} light, said in one frame.',
    'A {mood} slice of {scene}, {colour} from edge to edge.',
    'Just {colour}, {accent} and a {mood} moment.',
    '{scene}, {tone} and {intensity}: that is the whole story.',
  ],
  minimal: [
    '{colour}. {accent}. {light} light.',
    '{scene}. {tone} tones.',
    '{frame}, {colour}, {mood}.',
    '{intensity} {colour}. Nothing more.',
  ],
  witty: [
    'Somebody told the {colour} to tone it down, and it politely ignored them. {accent} came along for moral support.',
    'A {frame} of {scene} in {light} light: the kind of {mood} that makes a phone camera feel like a career choice.',
    'Proof that {colour} and {accent} can share a frame without a single argument. Rare, these days.',
    '{intensity} colour, {tone} tones and {light} light. If this photo had a dating profile, it would say "{mood}, loves {scene}".',
  ],
  funny: [
    'This much {colour} should come with a warning label. {accent} tried to help and made it worse. 10/10, no regrets.',
    'Me: I will take one quick photo. Also me: an entire {frame} of {scene} in {light} light.',
    'The {colour} is doing all the heavy lifting here, {accent} is just vibing, and honestly same.',
    'Rated {mood} by a panel of experts (it was me, I was the panel). Bonus points for the {tone} tones.',
  ],
  poetic: [
    '{colour} spills into {accent}, and {light} light lingers like a held breath; the world grows {mood} and still.',
    'In {scene}, every shadow learns a softer name, and {colour} writes it slowly across the frame.',
    'A {frame} of {tone} hush: {colour} and {accent}, folded together like a half-remembered song.',
    'Light, {intensity} and {tone}, leans into {colour}; the moment stays, {mood}, as if it knew it would be kept.',
  ],
  dramatic: [
    'Out of the {light} light, {colour} rises and claims the frame. {accent} fights back. Only one will be remembered.',
    'It began in {scene}. It ended in {colour}. Nothing after this moment would ever be the same.',
    'A {frame} charged with {intensity} colour: {colour} against {accent}, {tone}, relentless, {mood}.',
    'Silence. Then {colour}, everywhere. Even {scene} {scene~holds its|hold their} breath as everything turns {mood}.',
  ],
  nostalgic: [
    'It feels like an old photograph found in a drawer: {colour}, {accent} and that {light} light we used to take for granted.',
    'Some days never really end; they just turn {tone} and {intensity}, like this {frame} of {scene}.',
    'The {colour} looks exactly the way it does in memory, a little {mood} and a little softer than it was.',
    'One day we will look back at {scene} like this and wish we could step right into the {colour} again.',
  ],
  romantic: [
    '{colour} and {accent}, close together in {light} light, like two people who never need to say a word.',
    'If love had a colour palette it would look like this: {tone}, {intensity} and quietly {mood}.',
    'A {frame} of {scene} made for holding hands and forgetting the time.',
    'Every bit of this {colour} says stay a little longer; the {accent} agrees.',
  ],
  'family-love': [
    'We will tell the kids about this one: {scene}, {colour}, {accent} and everyone we love nearby.',
    'A {frame} full of {tone} {light} light, the sort of ordinary day that turns into a family favourite.',
    'Together is our favourite place, and today it looked {mood}, painted in {colour}.',
    'One more page for the family album: {intensity} {colour}, {accent} and a heart full of home.',
  ],
  friendship: [
    'Good friends, {colour} everywhere and {light} light: the group chat will be bringing up {scene} for years.',
    'Real ones show up for {scene}. This {frame} of {colour} and {accent} is the proof.',
    'Some friendships are {tone} and {intensity}, just like this shot. Tag the one who made it {mood}.',
    'A {mood} day, a bit of {colour} and the best company: nothing else needed.',
  ],
  inspirational: [
    'Even in {light} light there is {colour} to be found. Look for it, and keep walking toward it.',
    'Growth looks like this {frame}: {colour} and {accent} making room for each other. Make room for yours.',
    'Let {scene} remind you: {tone}, {intensity} moments are built one small step at a time.',
    'Today is {colour}, {mood} and full of possibility. Take the next step anyway.',
  ],
};
