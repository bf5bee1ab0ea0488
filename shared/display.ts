/** How a member is named (initials, author names), one rule for the header, cards and the weekly feature. */

interface NameParts {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** Header: first plus last name if both exist, else the email's local part, else 'User'. */
export function headerDisplayName(user: NameParts): string {
  if (user.firstName && user.lastName) return `${user.firstName} ${user.lastName}`;
  const local = user.email?.split('@')[0];
  return local ? local : 'User';
}

/** Header initials: first letters of first and last name, else the email's first letter, else 'U'. */
export function headerInitials(user: NameParts): string {
  if (user.firstName && user.lastName) return `${user.firstName[0]}${user.lastName[0]}`.toUpperCase();
  if (user.email) return user.email[0]!.toUpperCase();
  return 'U';
}

/** Cards and weekly feature: first plus last, else whichever exists, else email, else 'Anonymous User'. */
export function authorName(user: NameParts | null | undefined): string {
  if (!user) return 'Anonymous User';
  if (user.firstName && user.lastName) return `${user.firstName} ${user.lastName}`;
  if (user.firstName) return user.firstName;
  if (user.lastName) return user.lastName;
  if (user.email) return user.email;
  return 'Anonymous User';
}

/** Weekly feature initials: same order as authorName, fallback 'U'. */
export function authorInitials(user: NameParts | null | undefined): string {
  if (!user) return 'U';
  const letters = [user.firstName?.[0], user.lastName?.[0]].filter(Boolean).join('');
  if (letters) return letters.toUpperCase();
  if (user.email) return user.email[0]!.toUpperCase();
  return 'U';
}

/** Sign-in toast: 'Welcome back, {first name, else email prefix, else there}!' */
export function welcomeBackName(user: NameParts | null | undefined): string {
  if (user?.firstName) return user.firstName;
  const local = user?.email?.split('@')[0];
  return local || 'there';
}
