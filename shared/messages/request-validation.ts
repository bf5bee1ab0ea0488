/** SPEC.md section 5's wording, part of VALIDATION (validation.ts): the other request fields (emails, comments, members, styles, limits). */
export const REQUEST_VALIDATION = {
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email address too long',
  commentRequired: 'Comment cannot be empty',
  commentTooLong: 'Comment is too long (2000 characters at most)',
  memberRequired: 'Enter an email address to add a member',
  invalidStyle: 'Unknown AI style',
  trendingLimit: 'limit must be a whole number from 1 to 50',
} as const;
