import { PROFILE_SCREEN_MESSAGES } from '@shared/messages/profile-screens';
import type { ReactNode } from 'react';
import { TabPanel, Tablist, useTabIds } from '@/components/ui/tabs/tablist';
import './profile.css';

export const PROFILE_TABS = ['photos', 'liked', 'following'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const LABELS: Record<ProfileTab, string> = {
  photos: PROFILE_SCREEN_MESSAGES.photos,
  liked: PROFILE_SCREEN_MESSAGES.liked,
  following: PROFILE_SCREEN_MESSAGES.following,
};

/** The tab a `?tab=` value names, if it is one of `offered`; otherwise Photos. */
export const profileTabFrom = (value: string | null, offered: readonly ProfileTab[]): ProfileTab =>
  offered.find((tab) => tab === value) ?? 'photos';

/**
 * The profile's sections (all three are real). The route says which tabs this viewer gets
 * (Liked is the member's own) and which is selected (it lives in the URL, so back returns to it).
 */
export function ProfileTabs({
  tabs,
  selected,
  onSelect,
  children,
}: {
  tabs: readonly ProfileTab[];
  selected: ProfileTab;
  onSelect: (tab: ProfileTab) => void;
  /** The selected tab's content. */
  children: ReactNode;
}) {
  const ids = useTabIds<ProfileTab>();
  return (
    <div className="profile-tabs">
      <Tablist
        label={PROFILE_SCREEN_MESSAGES.sectionsLabel}
        tabs={tabs.map((tab) => ({ key: tab, content: LABELS[tab] }))}
        selected={selected}
        onSelect={onSelect}
        ids={ids}
        className="profile-tabs__list"
        tabClassName="profile-tabs__tab"
      />
      <TabPanel ids={ids} selected={selected} className="profile-tabs__panel" focusable>
        {children}
      </TabPanel>
    </div>
  );
}
