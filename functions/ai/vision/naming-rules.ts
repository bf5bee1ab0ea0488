/**
 * How sure the object model must be before a COCO class is named, and what to call it. CenterNet's
 * scores run low (a clear cup scores ~0.45) and it confuses neighbours: a tabby cat scored 'dog' 0.47,
 * the moon 'kite' 0.40. So each class has its own bar, and classes that are easily mistaken for their
 * neighbours back off to their family's word ('animal', 'vehicle', 'fruit') when the specific bar is not
 * met: a cat called an animal is true, a cat called a dog is not.
 *
 * The scores compared with these bars are both looks' agreement (fused-objects.ts): the mean of the
 * whole photo's and the zoomed-out photo's score for the same region. A family word needs both looks
 * to have seen something of the family there (decision naming-only-what-is-sure).
 */

export interface ClassRule {
  /** Singular and plural as written in text. */
  one: string;
  many: string;
  /** Score at which the class is named. */
  name: number;
  /**
   * The family word used between `backoff.at` and `name`; `speciesDisagree` is the bar instead of `at`
   * when the two looks see the family there but not the same class.
   */
  backoff?: { at: number; speciesDisagree: number; family: Family };
}

export type Family = 'animal' | 'vehicle' | 'fruit';

export const FAMILY_WORDS: Record<Family, { one: string; many: string }> = {
  animal: { one: 'animal', many: 'animals' },
  vehicle: { one: 'vehicle', many: 'vehicles' },
  // 'Three fruit', as a bowl of them is spoken of.
  fruit: { one: 'fruit', many: 'fruit' },
};

const rule = (one: string, many: string, name: number, backoff?: ClassRule['backoff']): ClassRule => ({ one, many, name, backoff });
/**
 * Both looks agreeing that an animal (or a vehicle) is there at this mean score. The tuning photos' only
 * agreed family false alarm was a 'car' at 0.21 beside the cameraman; their true animals and vehicles
 * agreed at 0.23-0.61.
 */
export const FAMILY_BAR = 0.35;
/**
 * The bar when the looks agree on the family but not on the species (a 'bird' at full size, a 'sheep'
 * zoomed out): weaker evidence that an animal is there at all. Dandelion seed heads agreed so at 0.35;
 * the demo's cat (a 'dog' to one look, a 'cat' to the other) at 0.47.
 */
export const FAMILY_BAR_SPECIES_DISAGREE = 0.45;
const family = (name: Family, speciesDisagree = FAMILY_BAR_SPECIES_DISAGREE) => ({ at: FAMILY_BAR, speciesDisagree, family: name });
const animal = (one: string, many: string, name = 0.55) => rule(one, many, name, family('animal'));
const vehicle = (one: string, many: string, name = 0.45) => rule(one, many, name, family('vehicle'));
/**
 * Apple, orange and banana back off to 'fruit' at the family bar, even when the looks disagree on which
 * fruit: CenterNet's usual slip is an apple for an orange at the same round thing (the tuning bowl of
 * fruit: 'apple' at full size, 'orange' zoomed out, agreeing at 0.38), not seed heads taken for two
 * unrelated animals. No tuning or fresh photo had fruit that both looks agreed on where there was none:
 * the sweets were oranges to the whole look only (decision vision-fruit-family).
 */
const fruit = (one: string, many: string, name = 0.5) => rule(one, many, name, family('fruit', FAMILY_BAR));

/** Classes left out are never named: too rare in photos here and too often a false alarm (hair drier, toilet...). */
export const CLASS_RULES: Record<string, ClassRule> = {
  person: rule('person', 'people', 0.45),
  bicycle: vehicle('bicycle', 'bicycles', 0.45),
  car: vehicle('car', 'cars', 0.45),
  motorcycle: vehicle('motorcycle', 'motorcycles', 0.42),
  airplane: vehicle('plane', 'planes', 0.5),
  bus: vehicle('bus', 'buses', 0.5),
  train: vehicle('train', 'trains', 0.55),
  truck: vehicle('truck', 'trucks', 0.55),
  boat: vehicle('boat', 'boats', 0.45),
  'traffic light': rule('traffic light', 'traffic lights', 0.6),
  'stop sign': rule('stop sign', 'stop signs', 0.6),
  bench: rule('bench', 'benches', 0.55),
  bird: animal('bird', 'birds', 0.5),
  cat: animal('cat', 'cats', 0.6),
  dog: animal('dog', 'dogs', 0.6),
  horse: animal('horse', 'horses'),
  sheep: animal('sheep', 'sheep'),
  cow: animal('cow', 'cows'),
  elephant: animal('elephant', 'elephants'),
  bear: animal('bear', 'bears', 0.65),
  zebra: animal('zebra', 'zebras'),
  giraffe: animal('giraffe', 'giraffes'),
  backpack: rule('backpack', 'backpacks', 0.6),
  umbrella: rule('umbrella', 'umbrellas', 0.55),
  handbag: rule('handbag', 'handbags', 0.65),
  suitcase: rule('suitcase', 'suitcases', 0.6),
  frisbee: rule('frisbee', 'frisbees', 0.55),
  skis: rule('pair of skis', 'pairs of skis', 0.55),
  snowboard: rule('snowboard', 'snowboards', 0.55),
  'sports ball': rule('ball', 'balls', 0.5),
  kite: rule('kite', 'kites', 0.5),
  'baseball bat': rule('baseball bat', 'baseball bats', 0.6),
  'baseball glove': rule('baseball glove', 'baseball gloves', 0.6),
  skateboard: rule('skateboard', 'skateboards', 0.55),
  surfboard: rule('surfboard', 'surfboards', 0.55),
  'tennis racket': rule('tennis racket', 'tennis rackets', 0.55),
  bottle: rule('bottle', 'bottles', 0.45),
  'wine glass': rule('wine glass', 'wine glasses', 0.45),
  cup: rule('cup', 'cups', 0.4),
  fork: rule('fork', 'forks', 0.6),
  knife: rule('knife', 'knives', 0.65),
  spoon: rule('spoon', 'spoons', 0.6),
  bowl: rule('bowl', 'bowls', 0.45),
  banana: fruit('banana', 'bananas', 0.45),
  apple: fruit('apple', 'apples'),
  sandwich: rule('sandwich', 'sandwiches', 0.55),
  orange: fruit('orange', 'oranges'),
  broccoli: rule('broccoli', 'broccoli', 0.5),
  carrot: rule('carrot', 'carrots', 0.5),
  'hot dog': rule('hot dog', 'hot dogs', 0.6),
  pizza: rule('pizza', 'pizzas', 0.5),
  donut: rule('doughnut', 'doughnuts', 0.5),
  cake: rule('cake', 'cakes', 0.5),
  chair: rule('chair', 'chairs', 0.55),
  couch: rule('sofa', 'sofas', 0.55),
  'potted plant': rule('potted plant', 'potted plants', 0.45),
  bed: rule('bed', 'beds', 0.6),
  'dining table': rule('table', 'tables', 0.6),
  tv: rule('television', 'televisions', 0.6),
  laptop: rule('laptop', 'laptops', 0.55),
  'cell phone': rule('phone', 'phones', 0.6),
  book: rule('book', 'books', 0.55),
  // A circuit board's capacitors are clocks to both looks (0.58): clocks are rarely what a photo is of.
  clock: rule('clock', 'clocks', 0.65),
  vase: rule('vase', 'vases', 0.55),
  'teddy bear': rule('teddy bear', 'teddy bears', 0.55),
};

/**
 * The zoomed-out look is skipped when the whole look saw nothing nameable (a class with a rule, at least
 * MIN_SUBJECT_AREA) at this score or more, and nothing of a family, fruit included (fused-objects.ts secondLookNeeded):
 * the zoomed-out look alone would then need 0.55 or more for anything to reach a bar
 * (decision vision-second-look-when-needed).
 */
export const SECOND_LOOK_FLOOR = 0.25;

/** Two looks' boxes (fused-objects.ts) are the same thing when their intersection over union is this. */
export const SAME_REGION = 0.3;

/**
 * An object smaller than this share of the picture is no subject: tiny detections are where the model
 * is most often wrong (a crater as a kite), and a bottle on a far shelf is not what the photo is of.
 */
export const MIN_SUBJECT_AREA = 0.01;

/** Faces count only when a person is also seen around them (BlazeFace finds faces in cats and shelves). */
export const FACE_SCORE = 0.6;
/** The face must be this much inside the person's box. */
export const FACE_IN_PERSON = 0.6;
/** A face this large (share of the picture) makes the photo a portrait. */
export const PORTRAIT_FACE_AREA = 0.02;
/** Expressions change the mood only when the emotion model is this sure; only a smile is trusted. */
export const SMILE_SCORE = 0.7;

/**
 * Words COCO has no class for, from the backbone read-out (scene-prototypes.ts), named only when no COCO
 * subject is. The bar was set on the exemplars (leave-one-out: no negative above 0.50) and the tuning,
 * fresh and fixture photos (no untrue word above 0.49: a rocket's tower as a building, mountains at 0.46),
 * then frozen before one held-out run (decision vision-scene-words).
 */
export const SCENE_WORDS: Record<string, { one: string; many: string; bar: number }> = {
  building: { one: 'building', many: 'buildings', bar: 0.6 },
  flower: { one: 'flower', many: 'flowers', bar: 0.6 },
  painting: { one: 'painting', many: 'paintings', bar: 0.6 },
};
