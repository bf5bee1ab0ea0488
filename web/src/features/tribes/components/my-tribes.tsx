/**
 * My Tribes: the tribes one owns, then those one belongs to, as cards; a card
 * opens its settings panel. Custom tribes are created here too.
 */
import { TRIBE_SCREEN_MESSAGES } from '@shared/messages/tribe-screens';
import { useState, type ReactNode } from 'react';
import type { Tribe } from '@shared/schemas/tribe';
import { Button } from '@/components/ui/button/button';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { PlusIcon } from '@/components/ui/icons/plus';
import { UsersIcon } from '@/components/ui/icons/users';
import { splitTribes, useTribes } from '../api/get-tribes';
import { CreateTribeDialog } from './create-tribe-dialog';
import { InvitationList } from './invitation-list';
import { TribeCard, TribeCardSkeletons } from './tribe-card';
import { TribeSettingsDialog } from './tribe-settings-dialog';
import './tribes-common.css';
import './tribes.css';
import { RetryButton } from '@/components/ui/button/retry-button';

export function MyTribes() {
  const tribes = useTribes();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  // The panel reads the tribe from the cache, so it follows every change; a tribe gone from the list closes it.
  const selected = tribes.data?.find((t) => t.id === selectedId);

  return (
    <div className="my-tribes container">
      <header className="tribes-header">
        <div>
          <p className="eyebrow">{TRIBE_SCREEN_MESSAGES.myTribesEyebrow}</p>
          <h1 className="page-title">{TRIBE_SCREEN_MESSAGES.myTribesTitle}</h1>
          <p className="tribes-header__lead">{TRIBE_SCREEN_MESSAGES.myTribesLead}</p>
        </div>
        <Button icon={<PlusIcon />} onClick={() => setCreating(true)}>
          {TRIBE_SCREEN_MESSAGES.newTribe}
        </Button>
      </header>

      <InvitationList />

      <TribesBody tribes={tribes} onSelect={(tribe) => setSelectedId(tribe.id)} onCreate={() => setCreating(true)} />

      {selected ? <TribeSettingsDialog tribe={selected} open onClose={() => setSelectedId(null)} /> : null}
      <CreateTribeDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(tribe) => {
          setCreating(false);
          setSelectedId(tribe.id);
        }}
      />
    </div>
  );
}

function TribesBody({
  tribes,
  onSelect,
  onCreate,
}: {
  tribes: ReturnType<typeof useTribes>;
  onSelect: (tribe: Tribe) => void;
  onCreate: () => void;
}) {
  if (tribes.isPending) return <TribeCardSkeletons />;
  if (!tribes.data) {
    return (
      <div className="state-box tribes-error" role="alert">
        <AlertCircleIcon aria-hidden="true" width={28} height={28} />
        <p>{TRIBE_SCREEN_MESSAGES.tribesLoadFailed}</p>
        <RetryButton onRetry={tribes.refetch} isRetrying={tribes.isRefetching} />
      </div>
    );
  }

  // A failed re-read after a change keeps showing the list it had.
  const { owned, joined } = splitTribes(tribes.data);
  return (
    <>
      <TribeSection id="owned-tribes" title={TRIBE_SCREEN_MESSAGES.ownedTribesTitle} lead={TRIBE_SCREEN_MESSAGES.ownedTribesLead}>
        {owned.length ? (
          <TribeGrid tribes={owned} onSelect={onSelect} />
        ) : (
          <div className="state-box state-box--dashed tribes-empty">
            <UsersIcon aria-hidden="true" />
            <p>{TRIBE_SCREEN_MESSAGES.noOwnedTribes}</p>
            <Button variant="secondary" icon={<PlusIcon />} onClick={onCreate}>
              {TRIBE_SCREEN_MESSAGES.createATribe}
            </Button>
          </div>
        )}
      </TribeSection>
      <TribeSection id="joined-tribes" title={TRIBE_SCREEN_MESSAGES.joinedTribesTitle} lead={TRIBE_SCREEN_MESSAGES.joinedTribesLead}>
        {joined.length ? (
          <TribeGrid tribes={joined} onSelect={onSelect} />
        ) : (
          <p className="tribes-none">{TRIBE_SCREEN_MESSAGES.noJoinedTribes}</p>
        )}
      </TribeSection>
    </>
  );
}

function TribeSection({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section className="tribes-section" aria-labelledby={id}>
      <div className="tribes-section__heading">
        <h2 id={id}>{title}</h2>
        <p>{lead}</p>
      </div>
      {children}
    </section>
  );
}

function TribeGrid({ tribes, onSelect }: { tribes: Tribe[]; onSelect: (tribe: Tribe) => void }) {
  return (
    <ul className="tribe-grid">
      {tribes.map((tribe) => (
        <li key={tribe.id}>
          <TribeCard tribe={tribe} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}
