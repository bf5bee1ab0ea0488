/** The upload screen and the visibility chooser it shares with 'Change Privacy', apart from photo.ts so the feed does not carry them. */
export const UPLOAD_SCREEN_MESSAGES = {
  uploadCount: (count: number) => `Upload ${count} ${count === 1 ? 'Photo' : 'Photos'}`,
  uploadDocumentTitle: 'Upload',
  uploadEyebrow: 'New photos',
  uploadLead: 'Share your moments. AI writes a title, a description and tags for every photo.',
  selectPhotosStep: 'Select photos',
  chooseWhoSeesStep: (count: number) => `Choose who sees ${count === 1 ? 'it' : 'them'}`,
  chooseAtLeastOne: 'Choose at least one photo to upload.',
  analysedAfterUpload: 'AI analyses each photo once it is uploaded.',
  selectedPhotosTitle: 'Selected photos',
  selectedCount: (count: number, max: number) => `${count} of ${max}`,
  removeSelectedLabel: (name: string) => `Remove ${name}`,
  uploadProgressLabel: (name: string) => `${name} upload progress`,
  choosePhotosInputLabel: 'Choose photos to upload',
  dropRejected: 'Only JPG, PNG, GIF and WebP photos can be uploaded',
  dropActive: 'Drop your photos to add them',
  dropIdle: 'Drag and drop your photos here',
  dropOr: 'or',
  choosePhotos: 'Choose Photos',
  dismissRejectedLabel: 'Dismiss the files that were not added',
  privateLabel: 'Private',
  privateDescription: 'Only you can see this',
  tribesLabel: 'Tribes',
  tribesDescription: 'Share with selected groups',
  publicLabel: 'Public',
  publicDescription: 'Everyone can see this',
  whoCanSee: 'Who can see this photo?',
  whatFor: "What's this photo for?",
  loadingTribes: 'Loading your tribes...',
  tribesLoadFailed: "We couldn't load your tribes. Please try again later.",
  noTribesToShareWith: "You don't have any tribes yet, so there is no one to share with.",
  createTribeLink: 'Create a tribe in My Tribes',
  selectTribes: 'Select Tribes',
  tribeMemberCount: (count: number) => `(${count} members)`,
  emptyTribeWarning: (tribeName: string) => `No one is in ${tribeName} yet, so no one else will see it.`,
  addPeopleLink: 'Add people in My Tribes',
} as const;

/** The texts of the upload screen's toasts. */
export const UPLOAD_MESSAGES = {
  successTitle: 'Success',
  success: (count: number) => `${count} photo(s) uploaded successfully! AI is analyzing them now.`,
  failedTitle: 'Upload Failed',
  failedFile: (fileNames: string) => `Failed to upload ${fileNames}`,
  /** Some files reached storage, others did not: the first ones exist already. */
  partlyUploaded: (uploaded: number) =>
    `The other ${uploaded} photo(s) were uploaded and AI is analyzing them now. Try the failed ones again.`,
} as const;
