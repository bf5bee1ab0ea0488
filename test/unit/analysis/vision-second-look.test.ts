import { describe, expect, it } from 'vitest';
import type { DetectedObject } from '../../../functions/ai/vision/detections';
import { secondLookNeeded } from '../../../functions/ai/vision/fused-objects';

const object = (label: string, score: number, box: DetectedObject['box'] = [0.1, 0.1, 0.3, 0.5]): DetectedObject => ({
  label,
  score,
  box,
});

describe('secondLookNeeded', () => {
  it('looks again when the whole look saw something nameable at the floor or above', () => {
    expect(secondLookNeeded([object('cup', 0.25)])).toBe(true);
    expect(secondLookNeeded([object('clock', 0.2), object('dog', 0.45)])).toBe(true);
  });

  it('looks again at any sighting of an animal or a vehicle, as a family word needs only both looks agreeing', () => {
    expect(secondLookNeeded([object('bird', 0.16)])).toBe(true);
    expect(secondLookNeeded([object('car', 0.2)])).toBe(true);
  });

  it('looks again at any sighting of fruit, which version 2 skipped under the floor', () => {
    expect(secondLookNeeded([object('orange', 0.2)])).toBe(true);
    expect(secondLookNeeded([object('banana', 0.16)])).toBe(true);
  });

  it('does not look again when nothing the zoomed-out look could confirm was seen', () => {
    expect(secondLookNeeded([])).toBe(false);
    expect(secondLookNeeded([object('cup', 0.24)])).toBe(false);
    // A class never named, and a thing too small to be a subject, give the second look nothing to confirm.
    expect(secondLookNeeded([object('hair drier', 0.6)])).toBe(false);
    expect(secondLookNeeded([object('cup', 0.6, [0.5, 0.5, 0.05, 0.05])])).toBe(false);
  });
});
