/** What the tribe calls answer besides validation. */
export const TRIBE_MESSAGES = {
  notFound: 'Tribe not found',
  memberRequired: 'Enter an email address to add a member',
  ownerOnly: 'Only the owner of this tribe can do that',
  notYourself: 'You are already in your own tribe',
  alreadyMember: 'Already a member of this tribe',
  memberNotFound: 'Not a member of this tribe',
  typedTribeKept: 'The five built-in tribes cannot be deleted',
  invitedTitle: 'Tribe invitation',
  invited: (ownerName: string, tribeName: string) => `${ownerName} invited you to join ${tribeName}`,
  invitationNotFound: 'Invitation not found',
  alreadyInvited: 'This address is already invited to this tribe',
  tooManyTribes: 'You can have at most 20 custom tribes. Delete one to create another.',
  tribeFull: 'A tribe can have at most 200 members and invitations together.',
  tooManyInvites: 'You can send at most 50 tribe invitations a day. Please try again tomorrow.',
  inviteMailFailed: 'The invitation mail could not be sent. Please try again in a moment.',
  /** An invitation's Accept and Decline, in the bell and on My Tribes (the screens' other copy: tribe-screens.ts). */
  acceptFailedTitle: 'Failed to accept invitation',
  invitationAcceptedTitle: 'Invitation accepted',
  invitationAccepted: (tribeName: string) => `You are now in ${tribeName}.`,
  invitationDeclinedTitle: 'Invitation declined',
  declineFailedTitle: 'Failed to decline invitation',
  acceptInvitationLabel: (tribeName: string) => `Accept the invitation to ${tribeName}`,
  acceptInvitation: 'Accept',
  declineInvitationLabel: (tribeName: string) => `Decline the invitation to ${tribeName}`,
  declineInvitation: 'Decline',
} as const;

/** The invitation mail: who invites, to which tribe, and the two answers. */
export const TRIBE_INVITE_MAIL = {
  subject: (inviterName: string, tribeName: string) => `${inviterName} invited you to ${tribeName}`,
  title: 'You are invited to a tribe',
  intro: (inviterName: string, tribeName: string, productName: string) =>
    `${inviterName} invited you to join their tribe ${tribeName} on ${productName}, to see the photos they share with it.`,
  accept: 'Accept the invitation',
  decline: 'Decline',
  outro: (declineLink: string) =>
    `New here? Create your account with this address; once it is verified you are in the tribe. Not interested? Decline: ${declineLink}`,
} as const;
