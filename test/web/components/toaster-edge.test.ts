/** The toaster keeps its edge unless there it would cover the focused control, its error or its open popup. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeToaster } from '@/components/ui/toast/toaster-edge';

type Rect = { top: number; left: number; width: number; height: number };
const rectOf = ({ top, left, width, height }: Rect) =>
  ({ top, left, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;

function element(tag: string, rect: Rect, attributes: Record<string, string> = {}): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.getBoundingClientRect = () => rectOf(rect);
  document.body.append(el);
  return el;
}

/** A phone (toasts at the top) with one toast in a toaster 80 px tall below a 64 px header. */
function phoneToaster(): HTMLElement {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query }));
  vi.stubGlobal('innerHeight', 844);
  const toaster = element('section', { top: 68, left: 8, width: 374, height: 80 });
  toaster.append(document.createElement('div'));
  return toaster;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('placeToaster', () => {
  it('keeps the phone toaster at the top when the focused field is elsewhere', () => {
    const toaster = phoneToaster();
    element('input', { top: 400, left: 16, width: 358, height: 44 }).focus();
    placeToaster(toaster);
    expect(toaster.dataset.edge).toBe('top');
  });

  it('moves it to the bottom while the focused field stands under it', () => {
    const toaster = phoneToaster();
    element('input', { top: 100, left: 16, width: 358, height: 44 }).focus();
    placeToaster(toaster);
    expect(toaster.dataset.edge).toBe('bottom');
  });

  it("moves it for the field's error too (aria-describedby), and for the list an expanded button opens", () => {
    const toaster = phoneToaster();
    element('p', { top: 120, left: 16, width: 358, height: 20 }, { id: 'err' });
    element('input', { top: 60, left: 16, width: 358, height: 4 }, { 'aria-describedby': 'err' });
    element('input', { top: 300, left: 16, width: 358, height: 44 }, { 'aria-describedby': 'err' }).focus();
    placeToaster(toaster);
    expect(toaster.dataset.edge).toBe('bottom');

    element('div', { top: 70, left: 0, width: 390, height: 300 }, { id: 'bell-list' });
    element(
      'button',
      { top: 10, left: 280, width: 40, height: 40 },
      { 'aria-expanded': 'true', 'aria-controls': 'bell-list' },
    ).focus();
    placeToaster(toaster);
    expect(toaster.dataset.edge).toBe('bottom');
  });

  it("moves it for the rest of the focused field: a password's show/hide eye under the toaster counts", () => {
    const toaster = phoneToaster();
    const field = element('div', { top: 120, left: 16, width: 358, height: 70 }, { class: 'field' });
    const input = document.createElement('input');
    input.getBoundingClientRect = () => rectOf({ top: 160, left: 16, width: 300, height: 30 });
    field.append(input);
    input.focus();
    placeToaster(toaster);
    expect(toaster.dataset.edge).toBe('bottom');
  });

  it('ignores a focused region taller than half the window (a section focused for screen readers)', () => {
    const toaster = phoneToaster();
    element('div', { top: 70, left: 0, width: 390, height: 700 }, { tabindex: '-1' }).focus();
    placeToaster(toaster);
    expect(toaster.dataset.edge).toBe('top');
  });

  it('keeps wide screens at the bottom unless the focused control is there', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    vi.stubGlobal('innerHeight', 900);
    const toaster = element('section', { top: 720, left: 880, width: 384, height: 80 });
    toaster.append(document.createElement('div'));
    const post = element('button', { top: 760, left: 1000, width: 140, height: 34 });
    element('input', { top: 300, left: 100, width: 300, height: 40 }).focus();
    placeToaster(toaster);
    expect(toaster.dataset.edge).toBe('bottom');
    post.focus();
    placeToaster(toaster);
    expect(toaster.dataset.edge).toBe('top');
  });
});
