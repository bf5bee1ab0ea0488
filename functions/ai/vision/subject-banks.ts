/**
 * Titles and descriptions per style for a photo whose subject was seen (subject.ts). Slots: {Subject}
 * and {subject}, the counted subject ("Two people", "a cup"); {with}, the other things seen (" with a
 * bottle", or nothing); and the colour-and-light slots of the pixel banks (title-banks.ts): {colour},
 * {accent}, {light}, {mood}, {tone}, {intensity}, {frame}. No {scene}: beside a named subject a guessed
 * 'sunset' or 'open sky' is the likeliest wrong word. Templates avoid verbs that would have to agree with
 * the count.
 */
import type { AiStyle } from '../../../shared/enums';

export interface SubjectBank {
  titles: readonly string[];
  descriptions: readonly string[];
}

export const SUBJECT_BANKS: Record<AiStyle, SubjectBank> = {
  'one-liner': {
    titles: ['{Subject}, no notes', '{Subject} in {colour}', 'Just {subject}'],
    descriptions: [
      '{Subject}{with}, in {light} {colour} light: the whole story in one frame.',
      '{Subject}{with}. {colour}, {mood}, done.',
    ],
  },
  minimal: {
    titles: ['{Subject}', '{Subject}, {colour}', '{Subject} / {accent}'],
    descriptions: ['{Subject}{with}. {colour}. {light} light.', '{Subject}. {tone} tones. {mood}.'],
  },
  witty: {
    titles: ['{Subject}, Now in {colour}', 'Starring: {Subject}', '{Subject} Would Like a Word', 'Exhibit A: {Subject}'],
    descriptions: [
      '{Subject}{with}, bathed in {light} light and a suspicious amount of {colour}. Nobody asked, everybody wins.',
      'Here we have {subject}{with}, {mood} as ever, with {colour} and {accent} doing the set design.',
    ],
  },
  funny: {
    titles: ['POV: {subject}, Looking Good', '{Subject}: 10/10, Would Photograph Again', 'Breaking: {subject} Spotted in {colour}'],
    descriptions: [
      'Me: one quick photo of {subject}. Also me: an entire {frame} of it{with}, in {light} light.',
      '{Subject}{with}, looking {mood}. The {colour} is doing the heavy lifting and honestly, same.',
    ],
  },
  poetic: {
    titles: ['{Subject} in {light} Light', 'A Verse for {Subject}', '{Subject}, Written in {colour}'],
    descriptions: [
      '{Subject}{with}, held in {light} light; {colour} leans into {accent} and the moment grows {mood} and still.',
      'In a {frame} of {tone} hush, {subject}{with}, as if the {colour} had waited all day for this.',
    ],
  },
  dramatic: {
    titles: ['{Subject}: The Final Stand', 'The Reign of {Subject}', '{Subject} Against the {colour}'],
    descriptions: [
      'Out of the {light} light: {subject}{with}. {colour} against {accent}. Nothing after this would be the same.',
      'Silence. Then {subject}{with}, in {intensity} {colour}, {tone}, relentless, {mood}.',
    ],
  },
  nostalgic: {
    titles: ['Remember {Subject}?', '{Subject}, Back Then', 'Faded {colour}, {Subject}'],
    descriptions: [
      'Like a photo found in a drawer: {subject}{with}, in the {light} light we used to take for granted.',
      'One day we will look back at {subject}{with} and the {colour} of that day, a little {mood} and a little softer.',
    ],
  },
  romantic: {
    titles: ['Falling for {Subject}', '{Subject}, in Love With {colour}', '{Subject}, a {mood} Kind of Love'],
    descriptions: [
      '{Subject}{with}, close in {light} light, {colour} and {accent} like two people who never need a word.',
      'If love had a picture it might be {subject}{with}: {tone}, {intensity} and quietly {mood}.',
    ],
  },
  'family-love': {
    titles: ['Our Day With {Subject}', '{Subject} and Everyone We Love', 'Home, {Subject} and Us'],
    descriptions: [
      'One more page for the family album: {subject}{with}, in {tone} {light} light.',
      'We will tell the kids about this one: {subject}{with}, a lot of {colour} and a {mood} day together.',
    ],
  },
  friendship: {
    titles: ['{Subject} With the Crew', 'Squad Goals: {Subject}', 'Friends, {Subject} and Good Times'],
    descriptions: [
      'Good friends, {subject}{with} and {light} light: the group chat will bring this one up for years.',
      'Real ones show up for {subject}{with}. A {mood} day, a bit of {colour} and the best company.',
    ],
  },
  inspirational: {
    titles: ['Be Like {Subject}', '{Subject}, Still Going', '{Subject}, Onward'],
    descriptions: [
      '{Subject}{with}, in {light} light: a reminder that {mood} moments are built one small step at a time.',
      'Look closer: {subject}{with}, {colour} and a little {accent}. Today holds more than it seems.',
    ],
  },
};
