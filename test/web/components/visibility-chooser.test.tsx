import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Privacy } from '@shared/schemas/photo';
import {
  privacyProblem,
  VisibilityChooser,
  type TribeOption,
  type VisibilityChooserProps,
} from '@/components/privacy/visibility-chooser';
import { renderWithProviders } from '../utils';

const TRIBES: TribeOption[] = [
  { id: 't-family', name: 'Family', type: 'family', memberCount: 4 },
  { id: 't-work', name: 'Work crew', type: 'colleagues', memberCount: 12 },
];

const DEFAULT: Privacy = { visibility: 'private', allowedTribes: [], intent: 'memory' };

/** The chooser with its value kept in state, as a screen would; every change is also recorded. */
function renderChooser(props: Partial<Omit<VisibilityChooserProps, 'onChange'>> = {}) {
  const changes: Privacy[] = [];
  const onChange = vi.fn((next: Privacy) => changes.push(next));
  function Harness() {
    const [value, setValue] = useState<Privacy>(props.value ?? DEFAULT);
    return (
      <VisibilityChooser
        tribes={TRIBES}
        {...props}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  const rendered = renderWithProviders(<Harness />);
  return { ...rendered, changes, onChange, user: userEvent.setup() };
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('VisibilityChooser', () => {
  it('offers to add people when a chosen tribe has no members yet', async () => {
    const { user } = renderChooser({ tribes: [...TRIBES, { id: 't-new', name: 'Book club', type: 'custom', memberCount: 0 }] });

    await user.click(radio('Tribes'));
    expect(screen.queryByText(/No one is in/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Book club/ }));

    expect(screen.getByText(/No one is in Book club yet, so no one else will see it\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add people in My Tribes' }).getAttribute('href')).toBe('/tribes');
    await user.click(screen.getByRole('checkbox', { name: /Family/ }));
    expect(screen.getAllByText(/No one is in/)).toHaveLength(1);
  });

  it('offers Private, Tribes and Public as labelled radios in a group, Private first and chosen', () => {
    renderChooser();

    const group = screen.getByRole('group', { name: 'Who can see this photo?' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['private', 'tribes', 'public']);
    expect(radio('Private').checked).toBe(true);
    expect(radio('Private').getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(radio('Private').getAttribute('aria-describedby')!)!.textContent).toBe('Only you can see this');
    expect(document.getElementById(radio('Tribes').getAttribute('aria-describedby')!)!.textContent).toBe('Share with selected groups');
    expect(document.getElementById(radio('Public').getAttribute('aria-describedby')!)!.textContent).toBe('Everyone can see this');
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(screen.queryByRole('group', { name: 'Select Tribes' })).toBeNull();
  });

  it('reports the chosen visibility and keeps the rest of the value', async () => {
    const { user, changes } = renderChooser({ value: { visibility: 'private', allowedTribes: [], intent: 'gift' } });

    await user.click(screen.getByText('Public'));

    expect(changes).toEqual([{ visibility: 'public', allowedTribes: [], intent: 'gift' }]);
    expect(radio('Public').checked).toBe(true);
    expect(radio('Private').checked).toBe(false);
  });

  it('shows the Select Tribes checklist with emoji, name and member count when Tribes is chosen', async () => {
    const { user, changes } = renderChooser();

    await user.click(radio('Tribes'));

    const checklist = screen.getByRole('group', { name: 'Select Tribes' });
    const boxes = within(checklist).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(2);
    const family = within(checklist).getByRole('checkbox', { name: 'Family (4 members)' }) as HTMLInputElement;
    expect(family.checked).toBe(false);
    const familyLabel = family.closest('label')!;
    expect(familyLabel.textContent).toBe('👨‍👩‍👧‍👦Family (4 members)');
    expect(within(checklist).getByRole('checkbox', { name: 'Work crew (12 members)' }).closest('label')!.textContent).toContain('💼');

    await user.click(family);
    await user.click(within(checklist).getByRole('checkbox', { name: 'Work crew (12 members)' }));
    await user.click(family);

    expect(changes.map((c) => c.allowedTribes)).toEqual([[], ['t-family'], ['t-family', 't-work'], ['t-work']]);
    expect(changes.at(-1)!.visibility).toBe('tribes');
    expect(family.checked).toBe(false);
  });

  it('empties the chosen tribes when another visibility is chosen', async () => {
    const { user, changes } = renderChooser({ value: { visibility: 'tribes', allowedTribes: ['t-family'], intent: 'memory' } });
    expect((screen.getByRole('checkbox', { name: 'Family (4 members)' }) as HTMLInputElement).checked).toBe(true);

    await user.click(radio('Public'));

    expect(changes).toEqual([{ visibility: 'public', allowedTribes: [], intent: 'memory' }]);
    expect(screen.queryByRole('group', { name: 'Select Tribes' })).toBeNull();
  });

  it('says there are no tribes yet and links to /tribes when the member has none', async () => {
    const { user } = renderChooser({ tribes: [] });

    await user.click(radio('Tribes'));

    expect(screen.queryByRole('group', { name: 'Select Tribes' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText("You don't have any tribes yet, so there is no one to share with.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a tribe in My Tribes' }).getAttribute('href')).toBe('/tribes');
  });

  it('shows the loading and failed states of the tribes', () => {
    const { unmount } = renderChooser({ value: { ...DEFAULT, visibility: 'tribes' }, tribes: [], tribesStatus: 'pending' });
    expect(screen.getAllByText('Loading your tribes...').length).toBeGreaterThan(0);
    expect(screen.queryByText(/don't have any tribes/)).toBeNull();
    unmount();

    renderChooser({ value: { ...DEFAULT, visibility: 'tribes' }, tribes: [], tribesStatus: 'error' });
    expect(screen.getByRole('alert').textContent).toBe("We couldn't load your tribes. Please try again later.");
  });

  it('asks what the photo is for with a labelled select of the four intents, memory by default', async () => {
    const { user, changes } = renderChooser();

    const select = screen.getByRole('combobox', { name: "What's this photo for?" }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(Array.from(select.options).map((o) => [o.value, o.textContent])).toEqual([
      ['just_for_laughs', 'Just for laughs'],
      ['memory', 'Memory for later'],
      ['gift', 'Private gift'],
      ['reflection', 'Personal reflection'],
    ]);
    expect(select.value).toBe('memory');

    await user.selectOptions(select, 'Private gift');

    expect(changes).toEqual([{ visibility: 'private', allowedTribes: [], intent: 'gift' }]);
    expect(select.value).toBe('gift');
  });

  it('keeps ids apart with idPrefix', () => {
    renderChooser({ idPrefix: 'dialog-privacy' });

    expect(radio('Private').id).toBe('dialog-privacy-visibility-private');
    expect(radio('Private').name).toBe('dialog-privacy-visibility');
    expect(screen.getByLabelText("What's this photo for?").id).toBe('dialog-privacy-intent');
  });

  it('names what blocks saving: tribes without a tribe', () => {
    expect(privacyProblem({ visibility: 'tribes', allowedTribes: [], intent: 'memory' })).toBe(
      'Choose at least one tribe to share with',
    );
    expect(privacyProblem({ visibility: 'tribes', allowedTribes: ['t-1'], intent: 'memory' })).toBeNull();
    expect(privacyProblem({ visibility: 'private', allowedTribes: [], intent: 'memory' })).toBeNull();
  });
});
