/** Words the web app's shared components say whatever the domain: a confirmation's buttons and a failed delete. */
export const UI_MESSAGES = {
  cancel: 'Cancel',
  closeDialog: 'Close dialog',
  alerts: 'Alerts',
  dismissAlert: 'Dismiss alert',
  delete: 'Delete',
  deleting: 'Deleting...',
  deleteFailedTitle: 'Delete Failed',
  tryAgain: 'Try again',
  tryingAgain: 'Trying again...',
  save: 'Save',
  saving: 'Saving...',
  done: 'Done',
  loading: 'Loading...',
  uploading: 'Uploading...',
  remove: 'Remove',
  tags: 'Tags',
  loadMore: 'Load more',
  /** Beside a feature shown before it works. */
  soon: 'Soon',
  somethingWentWrong: 'Something went wrong',
  /** A failed action's toast when the server gave no reason. */
  pleaseTryAgain: 'Please try again.',
} as const;
