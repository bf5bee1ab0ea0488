import { TRIBE_SCREEN_MESSAGES } from '@shared/messages/tribe-screens';
import { authorInitials, authorName } from '@shared/display';
import { INVITATION_STATUS } from '@shared/enums';
import type { Tribe } from '@shared/schemas/tribe';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { MailIcon } from '@/components/ui/icons/mail';
import { XIcon } from '@/components/ui/icons/x';
import { useToast } from '@/components/ui/toast/toast';
import { useRemoveTribeMember } from '../api/remove-tribe-member';
import { UI_MESSAGES } from '@shared/messages/ui';

type Member = Tribe['memberDetails'][number];

/**
 * The people in a tribe. The owner may remove each one ('Member removed'; a failure shows no toast,
 * and the row stays). An invited address is shown as typed, marked 'Invited', until
 * its person accepts (whether or not it has an account: the list never tells).
 */
export function MemberList({ tribe, canRemove, currentUserId }: { tribe: Tribe; canRemove: boolean; currentUserId?: string }) {
  const { toast } = useToast();
  const remove = useRemoveTribeMember({
    mutationConfig: {
      onSuccess: (_, { memberId }) => {
        const member = tribe.memberDetails.find((m) => m.memberId === memberId);
        toast({
          title: TRIBE_SCREEN_MESSAGES.memberRemovedTitle,
          description: member ? TRIBE_SCREEN_MESSAGES.memberRemoved(authorName(member), tribe.name) : undefined,
          variant: 'success',
        });
      },
    },
  });

  if (tribe.memberDetails.length === 0) {
    return (
      <div className="member-list__empty">
        <p>{TRIBE_SCREEN_MESSAGES.noMembers}</p>
        {canRemove ? <span>{TRIBE_SCREEN_MESSAGES.noMembersHint}</span> : null}
      </div>
    );
  }

  return (
    <ul className="member-list" aria-label={TRIBE_SCREEN_MESSAGES.membersLabel(tribe.name)}>
      {tribe.memberDetails.map((member) => {
        const removing = remove.isPending && remove.variables?.memberId === member.memberId;
        return (
          <MemberRow
            key={member.memberId}
            member={member}
            isSelf={member.memberId === currentUserId}
            onRemove={canRemove ? () => remove.mutate({ tribeId: tribe.id, memberId: member.memberId }) : undefined}
            removing={removing}
            busy={remove.isPending}
          />
        );
      })}
    </ul>
  );
}

function MemberRow({
  member,
  isSelf,
  onRemove,
  removing,
  busy,
}: {
  member: Member;
  isSelf: boolean;
  onRemove?: () => void;
  removing: boolean;
  busy: boolean;
}) {
  const name = authorName(member);
  const showEmail = Boolean(member.email && member.email !== name);
  return (
    <li className={`member-row${member.pending ? ' member-row--pending' : ''}`}>
      {member.pending ? (
        <span className="member-row__invite-icon" aria-hidden="true">
          <MailIcon />
        </span>
      ) : (
        <Avatar src={member.profileImageUrl} initials={authorInitials(member)} alt="" size={36} />
      )}
      <div className="member-row__text">
        <span className="member-row__name">
          {name}
          {isSelf ? <span className="member-row__you">{TRIBE_SCREEN_MESSAGES.selfMarker}</span> : null}
          {member.pending ? (
            <>
              {' '}
              <span className="member-badge">{INVITATION_STATUS}</span>
            </>
          ) : null}
        </span>
        {showEmail ? <span className="member-row__email">{member.email}</span> : null}
        {member.pending ? <span className="member-row__note">{TRIBE_SCREEN_MESSAGES.joinsOnAccepting}</span> : null}
      </div>
      {onRemove ? (
        <Button
          variant="ghost"
          size="sm"
          className="member-row__remove"
          icon={<XIcon />}
          aria-label={TRIBE_SCREEN_MESSAGES.removeMemberLabel(name)}
          isLoading={removing}
          disabled={busy && !removing}
          onClick={onRemove}
        >
          {UI_MESSAGES.remove}
        </Button>
      ) : null}
    </li>
  );
}
