import { CAPSULE_SCREEN_MESSAGES } from '@shared/messages/capsule-screens';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EMOTION_LABELS } from '@shared/enums';
import { CAPSULE_MESSAGES } from '@shared/messages/capsule';
import { UI_MESSAGES } from '@shared/messages/ui';
import type { MemoryCapsule, OpenCapsule, SealedCapsule } from '@shared/schemas/capsule';
import { Button } from '@/components/ui/button/button';
import { ConfirmDeleteFooter } from '@/components/ui/dialog/dialog-actions';
import { Dialog } from '@/components/ui/dialog/dialog';
import { ImageIcon } from '@/components/ui/icons/image';
import { LockIcon } from '@/components/ui/icons/lock';
import { TrashIcon } from '@/components/ui/icons/trash';
import { useToast } from '@/components/ui/toast/toast';
import { paths } from '@/config/paths';
import { useDeleteCapsule } from '../api/delete-capsule';
import { Countdown } from './countdown';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });
/** An unlock date as the member reads it (the UTC day it names). */
export const formatUnlockDate = (unlockDate: string) => dateFormat.format(new Date(`${unlockDate}T00:00:00.000Z`));

function CapsulePhoto({ capsule }: { capsule: MemoryCapsule }) {
  return (
    <Link
      to={paths.app.photo.getHref(capsule.photo.id)}
      className="capsule-card__photo"
      aria-label={CAPSULE_SCREEN_MESSAGES.photoLabel(capsule.photo.title)}
    >
      {capsule.photo.thumbnailUrl ? <img src={capsule.photo.thumbnailUrl} alt="" loading="lazy" /> : <ImageIcon aria-hidden="true" />}
    </Link>
  );
}

function DeleteCapsule({ capsule }: { capsule: MemoryCapsule }) {
  const [open, setOpen] = useState(false);
  const { toast } = useToast();
  const remove = useDeleteCapsule({
    mutationConfig: {
      onSuccess: () => {
        setOpen(false);
        toast({ title: CAPSULE_MESSAGES.deleted, variant: 'success' });
      },
      onError: () =>
        toast({ title: UI_MESSAGES.deleteFailedTitle, description: CAPSULE_MESSAGES.deleteFailed, variant: 'destructive' }),
    },
  });
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={CAPSULE_MESSAGES.deleteLabel} onClick={() => setOpen(true)}>
        <TrashIcon aria-hidden="true" />
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="sm"
        title={CAPSULE_MESSAGES.deleteTitle}
        description={capsule.sealed ? CAPSULE_MESSAGES.deleteSealedWarning : CAPSULE_MESSAGES.deleteOpenWarning}
        footer={
          <ConfirmDeleteFooter
            isPending={remove.isPending}
            onCancel={() => setOpen(false)}
            onConfirm={() => remove.mutate({ capsuleId: capsule.id })}
          />
        }
      />
    </>
  );
}

export function OpenCapsuleCard({ capsule }: { capsule: OpenCapsule }) {
  return (
    <article className="card capsule-card" aria-label={CAPSULE_SCREEN_MESSAGES.openLabel(capsule.photo.title)}>
      <CapsulePhoto capsule={capsule} />
      <div className="capsule-card__body">
        <header className="capsule-card__header">
          <h2 className="capsule-card__title">{capsule.photo.title}</h2>
          <DeleteCapsule capsule={capsule} />
        </header>
        {capsule.emotionTone ? <p className="capsule-card__emotion">{EMOTION_LABELS[capsule.emotionTone]}</p> : null}
        <p className="capsule-card__entry">{capsule.journalEntry}</p>
        {capsule.tags.length ? (
          <ul className="capsule-card__tags" aria-label={UI_MESSAGES.tags}>
            {capsule.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        ) : null}
        {capsule.unlockDate ? (
          <p className="capsule-card__when">{CAPSULE_SCREEN_MESSAGES.opened(formatUnlockDate(capsule.unlockDate))}</p>
        ) : null}
      </div>
    </article>
  );
}

export function SealedCapsuleCard({ capsule, onOpen }: { capsule: SealedCapsule; onOpen: () => void }) {
  return (
    <article className="card capsule-card capsule-card--sealed" aria-label={CAPSULE_SCREEN_MESSAGES.sealedLabel(capsule.photo.title)}>
      <CapsulePhoto capsule={capsule} />
      <div className="capsule-card__body">
        <header className="capsule-card__header">
          <h2 className="capsule-card__title">
            <LockIcon aria-hidden="true" className="capsule-card__lock" />
            {CAPSULE_SCREEN_MESSAGES.sealed}
          </h2>
          <DeleteCapsule capsule={capsule} />
        </header>
        <p className="capsule-card__when">
          {CAPSULE_SCREEN_MESSAGES.opensOn} <strong>{formatUnlockDate(capsule.unlockDate)}</strong> {CAPSULE_SCREEN_MESSAGES.opensAt}
        </p>
        <Countdown unlockDate={capsule.unlockDate} onOpen={onOpen} />
        {capsule.emotionTone ? <p className="capsule-card__emotion">{EMOTION_LABELS[capsule.emotionTone]}</p> : null}
      </div>
    </article>
  );
}
