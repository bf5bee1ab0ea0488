/**
 * The Tribe Feeds frame: the heading, a tab for 'All Public' and one per tribe
 * (owned and joined) with its member count, worded as members ('3 members', not a bare number that reads
 * like an unread count), and the panel of the selected tab, whose content the route
 * supplies.
 */
import { TRIBE_SCREEN_MESSAGES } from '@shared/messages/tribe-screens';
import { UI_MESSAGES } from '@shared/messages/ui';
import type { ReactNode } from 'react';
import type { Tribe } from '@shared/schemas/tribe';
import { Button } from '@/components/ui/button/button';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { GlobeIcon } from '@/components/ui/icons/globe';
import { memberWord, tribeEmoji, tribeTabName } from '../lib/tribe-text';
import './tribes-common.css';
import './tribe-feed.css';
import { TabPanel, Tablist, useTabIds, type Tab } from '@/components/ui/tabs/tablist';

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

/** A tab's key for 'All Public', which has no tribe id (tribe ids are ULIDs, so none is this). */
const ALL_PUBLIC = 'all-public';

export function TribeFeedLayout({ tribes, tribesStatus, onRetryTribes, selectedId, onSelect, children }: TribeFeedLayoutProps) {
  const ids = useTabIds<string>();
  const tabs: Tab<string>[] = [
    { key: ALL_PUBLIC, content: <TribeTabContent name={TRIBE_SCREEN_MESSAGES.allPublicTab} emoji={<GlobeIcon />} /> },
    ...(tribes ?? []).map((t) => ({
      key: t.id,
      content: <TribeTabContent name={tribeTabName(t)} emoji={tribeEmoji(t)} count={t.memberCount} />,
    })),
  ];
  const selectedKey = tabs.some((tab) => tab.key === selectedId) ? (selectedId as string) : ALL_PUBLIC;

  return (
    <div className="tribe-feed container">
      <header className="tribe-feed__header">
        <p className="eyebrow">{TRIBE_SCREEN_MESSAGES.feedEyebrow}</p>
        <h1 className="page-title">{TRIBE_SCREEN_MESSAGES.feedTitle}</h1>
        <p className="tribe-feed__lead">{TRIBE_SCREEN_MESSAGES.feedLead}</p>
      </header>
      <div className="tribe-feed__tabs-row">
        <Tablist
          label={TRIBE_SCREEN_MESSAGES.feedTabsLabel}
          tabs={tabs}
          selected={selectedKey}
          onSelect={(key) => onSelect(key === ALL_PUBLIC ? null : key)}
          ids={ids}
          className="tribe-tabs"
          tabClassName="tribe-tab"
        >
          {tribesStatus === 'pending' ? (
            <span className="tribe-tabs__loading" role="status" aria-label={TRIBE_SCREEN_MESSAGES.loadingTribes}>
              <span />
              <span />
              <span />
            </span>
          ) : null}
        </Tablist>
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

      <TabPanel ids={ids} selected={selectedKey} className="tribe-feed__panel" focusable>
        {children}
      </TabPanel>
    </div>
  );
}

function TribeTabContent({ name, emoji, count }: { name: string; emoji: ReactNode; count?: number }) {
  return (
    <>
      <span className="tribe-tab__emoji" aria-hidden="true">
        {emoji}
      </span>
      <span className="tribe-tab__name">{name}</span>
      {count !== undefined ? (
        <>
          {' '}
          <span className="tribe-tab__count" data-testid="tab-count">
            <span>{count}</span> {memberWord(count)}
          </span>
        </>
      ) : null}
    </>
  );
}
