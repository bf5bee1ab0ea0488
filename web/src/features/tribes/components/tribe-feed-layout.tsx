/**
 * The Tribe Feeds frame (SPEC.md "Tribe Feeds"): the heading, a tab for 'All Public' and one per tribe
 * (owned and joined) with its member count, worded as members ('3 members', not a bare number that reads
 * like an unread count), and the panel of the selected tab, whose content the route
 * supplies. Tabs follow the ARIA pattern: arrows, Home and End move, Enter or Space selects.
 */
import { TRIBE_SCREEN_MESSAGES } from '@shared/messages/tribe-screens';
import { UI_MESSAGES } from '@shared/messages/ui';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { Tribe } from '@shared/schemas/tribe';
import { Button } from '@/components/ui/button/button';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { GlobeIcon } from '@/components/ui/icons/globe';
import { memberWord, tribeEmoji, tribeTabName } from '../lib/tribe-text';
import './tribes-common.css';
import './tribe-feed.css';
import { moveFocusAmong } from '@/lib/roving-focus';

export interface TribeFeedLayoutProps {
  /** The tribes once loaded; undefined while loading or after a failure. */
  tribes: readonly Tribe[] | undefined;
  tribesStatus: 'pending' | 'error' | 'success';
  onRetryTribes: () => void;
  /** The selected tribe's id, or null for 'All Public'. */
  selectedId: string | null;
  onSelect: (tribeId: string | null) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

export function TribeFeedLayout({ tribes, tribesStatus, onRetryTribes, selectedId, onSelect, children }: TribeFeedLayoutProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabs: { id: string | null; name: string; emoji: ReactNode; count?: number }[] = [
    { id: null, name: TRIBE_SCREEN_MESSAGES.allPublicTab, emoji: <GlobeIcon /> },
    ...(tribes ?? []).map((t) => ({ id: t.id, name: tribeTabName(t), emoji: tribeEmoji(t), count: t.memberCount })),
  ];
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selectedId),
  );
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => moveFocusAmong(event, '[role="tab"]');

  return (
    <div className="tribe-feed container">
      <header className="tribe-feed__header">
        <p className="eyebrow">{TRIBE_SCREEN_MESSAGES.feedEyebrow}</p>
        <h1 className="page-title">{TRIBE_SCREEN_MESSAGES.feedTitle}</h1>
        <p className="tribe-feed__lead">{TRIBE_SCREEN_MESSAGES.feedLead}</p>
      </header>
      <div className="tribe-feed__tabs-row">
        <div
          ref={listRef}
          className="tribe-tabs"
          role="tablist"
          aria-label={TRIBE_SCREEN_MESSAGES.feedTabsLabel}
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab, index) => {
            const selected = index === selectedIndex;
            return (
              <button
                key={tab.id ?? 'all'}
                id={tabId(index)}
                type="button"
                role="tab"
                className="tribe-tab"
                aria-selected={selected}
                aria-controls={panelId}
                tabIndex={selected ? 0 : -1}
                onClick={() => onSelect(tab.id)}
              >
                <span className="tribe-tab__emoji" aria-hidden="true">
                  {tab.emoji}
                </span>
                <span className="tribe-tab__name">{tab.name}</span>
                {tab.count !== undefined ? (
                  <>
                    {' '}
                    <span className="tribe-tab__count" data-testid="tab-count">
                      <span>{tab.count}</span> {memberWord(tab.count)}
                    </span>
                  </>
                ) : null}
              </button>
            );
          })}
          {tribesStatus === 'pending' ? (
            <span className="tribe-tabs__loading" role="status" aria-label={TRIBE_SCREEN_MESSAGES.loadingTribes}>
              <span />
              <span />
              <span />
            </span>
          ) : null}
        </div>
        {tribesStatus === 'error' ? (
          <div className="tribe-feed__tribes-error" role="alert">
            <AlertCircleIcon aria-hidden="true" />
            <span>{TRIBE_SCREEN_MESSAGES.tribesLoadFailed}</span>
            <Button variant="link" size="sm" onClick={onRetryTribes}>
              {UI_MESSAGES.tryAgain}
            </Button>
          </div>
        ) : null}
      </div>

      <div id={panelId} className="tribe-feed__panel" role="tabpanel" aria-labelledby={tabId(selectedIndex)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
