/**
 * The settings panel a tribe card opens. For the owner: add a member by email,
 * the members with remove buttons, the read-only settings, and for a custom tribe rename and delete.
 * For a tribe one belongs to: the owner, the members and settings read-only, and 'Leave tribe'.
 */
import { TRIBE_SCREEN_MESSAGES } from '@shared/messages/tribe-screens';
import { useId, type ReactNode } from 'react';
import type { Tribe } from '@shared/schemas/tribe';
import { Dialog } from '@/components/ui/dialog/dialog';
import { useUser } from '@/lib/auth';
import { memberCountLabel, ownerName, photoCountLabel, tribeEmoji } from '../lib/tribe-text';
import { AddMemberForm } from './add-member-form';
import { LeaveTribe } from './leave-tribe';
import { DeleteTribe, RenameTribeForm } from './manage-tribe';
import { MemberList } from './member-list';
import { TribeSettingsList } from './tribe-settings-list';
import './tribes.css';

export function TribeSettingsDialog({ tribe, open, onClose }: { tribe: Tribe; open: boolean; onClose: () => void }) {
  const { user } = useUser();
  const isOwner = tribe.role === 'owner';
  const invited = tribe.memberDetails.filter((m) => m.pending).length;
  const counts = [
    memberCountLabel(tribe.memberCount),
    invited ? TRIBE_SCREEN_MESSAGES.invitedCount(invited) : null,
    photoCountLabel(tribe.photoCount),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={tribe.name}
      description={
        <>
          <span aria-hidden="true">{tribeEmoji(tribe)} </span>
          {isOwner ? TRIBE_SCREEN_MESSAGES.yourTribeCounts(counts) : TRIBE_SCREEN_MESSAGES.ownedByCounts(ownerName(tribe), counts)}
        </>
      }
    >
      <div className="tribe-panel">
        <div className="tribe-panel__main">
          {isOwner ? (
            <PanelSection title={TRIBE_SCREEN_MESSAGES.addMemberSection}>
              <AddMemberForm tribe={tribe} />
            </PanelSection>
          ) : null}
          <PanelSection title={TRIBE_SCREEN_MESSAGES.membersSection}>
            <MemberList tribe={tribe} canRemove={isOwner} currentUserId={user?.id} />
          </PanelSection>
        </div>
        <div className="tribe-panel__aside">
          <PanelSection title={TRIBE_SCREEN_MESSAGES.settingsSection} note={TRIBE_SCREEN_MESSAGES.settingsNote}>
            <TribeSettingsList settings={tribe.settings} />
          </PanelSection>
          {isOwner && tribe.type === 'custom' ? (
            <PanelSection title={TRIBE_SCREEN_MESSAGES.manageTribe}>
              <div className="tribe-panel__manage">
                <RenameTribeForm key={tribe.name} tribe={tribe} />
                <DeleteTribe tribe={tribe} onDeleted={onClose} />
              </div>
            </PanelSection>
          ) : null}
          {!isOwner && user ? (
            <PanelSection title={TRIBE_SCREEN_MESSAGES.membershipSection}>
              <LeaveTribe tribe={tribe} userId={user.id} onLeft={onClose} />
            </PanelSection>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}

function PanelSection({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="tribe-panel__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="tribe-panel__heading">
        {title}
      </h3>
      {note ? <p className="tribe-panel__note">{note}</p> : null}
      {children}
    </section>
  );
}
