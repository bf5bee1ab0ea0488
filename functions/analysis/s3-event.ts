/** S3 event keys are URL-encoded with '+' for spaces (a malformed one throws URIError). */
export const eventObjectKey = (encoded: string) => decodeURIComponent(encoded.replace(/\+/g, ' '));
