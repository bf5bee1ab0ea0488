/**
 * The invitation a visitor chose to accept from its mail before they had a session: kept
 * in this browser until they sign in, so a sign-up from the mail lands in the tribe once the address is
 * verified. The server still decides: only the invited, verified address can accept.
 */
const KEY = 'snifty.pending-invitation';

export function rememberInvitation(tribeId: string): void {
  try {
    window.localStorage.setItem(KEY, tribeId);
  } catch {
    // Storage refused (private mode): the invitation still waits in My Tribes after sign-in.
  }
}

/** The remembered invitation, forgotten as it is read (it is answered once). */
export function takePendingInvitation(): string | null {
  try {
    const tribeId = window.localStorage.getItem(KEY);
    window.localStorage.removeItem(KEY);
    return tribeId;
  } catch {
    return null;
  }
}
