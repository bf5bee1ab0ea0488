/** SPEC.md section 5's wording, part of VALIDATION (validation.ts): an upload's list of files. */
export const UPLOAD_VALIDATION = {
  noPhotosTitle: 'No Photos Selected',
  noPhotos: 'Please select at least one photo to upload.',
  filesInvalid: 'files must be a list of the photos to upload',
  fileNameRequired: 'Each file needs a name',
} as const;
