/**
 * Which edge the toaster stands at: its own edge (top on phones, bottom elsewhere:
 * toast.css), unless there it would cover what the member is using: the focused control, the text that
 * describes it (a field's error) and what it opens while expanded (the bell's list). Then the other edge.
 * Measured at the preferred edge, so the choice never flips back and forth.
 */
export const PHONE_QUERY = '(max-width: 639px)';

type Edge = 'top' | 'bottom';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 && a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const byIds = (ids: string | null) =>
  (ids ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id))
    .filter((el): el is HTMLElement => el !== null);

/** A popup the focus is in (the bell's list, a menu): the member is using all of it. */
const POPUP = '[role="dialog"], [role="menu"], [role="listbox"]';

/**
 * The focused control and what belongs to it on screen: its field (label, input, the buttons beside it). Anything taller than half the window is a region
 * (a section focused for screen readers, a phone-sized dialog), not something a toast could stay clear of.
 */
function inUse(): Element[] {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return [];
  const expanded = focused.getAttribute('aria-expanded') === 'true' ? byIds(focused.getAttribute('aria-controls')) : [];
  const popup = focused.closest(POPUP);
  // A field is used whole: its label and the controls inside it (a password's show/hide eye) as well as the input.
  const field = focused.closest('.field');
  const candidates = [
    focused,
    ...(field ? [field] : []),
    ...byIds(focused.getAttribute('aria-describedby')),
    ...expanded,
    ...(popup ? [popup] : []),
  ];
  return candidates.filter((el) => el.getBoundingClientRect().height <= window.innerHeight / 2);
}

export function placeToaster(toaster: HTMLElement): void {
  const preferred: Edge = window.matchMedia?.(PHONE_QUERY).matches ? 'top' : 'bottom';
  toaster.dataset.edge = preferred;
  if (!toaster.childElementCount) return;
  const zone = toaster.getBoundingClientRect();
  const covered = inUse().some((el) => !toaster.contains(el) && overlaps(el.getBoundingClientRect(), zone));
  if (covered) toaster.dataset.edge = preferred === 'top' ? 'bottom' : 'top';
}
