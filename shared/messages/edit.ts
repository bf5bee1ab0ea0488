/** The photo editor's answers and toasts (SPEC.md section 9, issue 11). */
export const EDIT_MESSAGES = {
  editDataInvalid: 'editData must be the JSON text of an object',
  editDataTooLarge: 'editData is larger than 256 KB',
  editDataTooDeep: 'editData is nested too deeply (64 levels at most)',
  originalRequired: 'originalPhotoId is required',
  noSavedDesign: 'This photo has no saved edit',
  savedTitle: 'Photo edited successfully',
  savedText: 'Your changes have been saved',
  failedTitle: 'Edit failed',
  failedText: 'Could not save your changes. Please try again.',
  initFailedTitle: 'Editor initialization failed',
  initFailedText: 'Please try again later',
} as const;
