/** The one tablist the home feed, Tribe Feeds and profiles share: its ARIA wiring, keyboard and selection. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabPanel, Tablist, useTabIds } from '@/components/ui/tabs/tablist';

type Fruit = 'apple' | 'pear' | 'plum';
const TABS = [
  { key: 'apple', content: 'Apple' },
  { key: 'pear', content: 'Pear' },
  { key: 'plum', content: 'Plum' },
] as const;

function Fruits({ onSelect, extra }: { onSelect?: (key: Fruit) => void; extra?: string }) {
  const ids = useTabIds<Fruit>();
  const [selected, setSelected] = useState<Fruit>('pear');
  const select = (key: Fruit) => {
    onSelect?.(key);
    setSelected(key);
  };
  return (
    <>
      <Tablist label="Fruits" tabs={TABS} selected={selected} onSelect={select} ids={ids} className="list" tabClassName="tab">
        {extra ? <span role="status">{extra}</span> : null}
      </Tablist>
      <TabPanel ids={ids} selected={selected} className="panel" focusable>
        {`${selected} content`}
      </TabPanel>
    </>
  );
}

const tabs = () => screen.getAllByRole('tab');

describe('Tablist', () => {
  it('names the list, keeps only the selected tab in the tab order and ties it to the panel that names it', () => {
    render(<Fruits />);
    expect(screen.getByRole('tablist', { name: 'Fruits' }).className).toBe('list');
    expect(tabs().map((tab) => [tab.textContent, tab.className, tab.tabIndex, tab.getAttribute('aria-selected')])).toEqual([
      ['Apple', 'tab', -1, 'false'],
      ['Pear', 'tab', 0, 'true'],
      ['Plum', 'tab', -1, 'false'],
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'Pear' });
    expect(panel.textContent).toBe('pear content');
    expect(panel.tabIndex).toBe(0);
    expect(tabs()[1]?.getAttribute('aria-controls')).toBe(panel.id);
    expect(tabs()[0]?.hasAttribute('aria-controls')).toBe(false);
  });

  it('moves focus with the arrows, wrapping, and with Home and End; Enter selects the focused tab', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Fruits onSelect={onSelect} />);
    await user.tab();
    expect(document.activeElement).toBe(tabs()[1]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs()[2]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs()[0]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tabs()[2]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tabs()[0]);
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('apple');
    expect(screen.getByRole('tabpanel', { name: 'Apple' }).textContent).toBe('apple content');
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects on a click, and shows what the screen adds after the tabs inside the list', async () => {
    const user = userEvent.setup();
    render(<Fruits extra="More to come" />);
    expect(screen.getByRole('tablist').lastElementChild).toBe(screen.getByRole('status'));
    await user.click(screen.getByRole('tab', { name: 'Plum' }));
    expect(screen.getByRole('tabpanel', { name: 'Plum' }).textContent).toBe('plum content');
  });
});
