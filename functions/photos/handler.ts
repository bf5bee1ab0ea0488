/** The photos Lambda: uploads, the photo lists and the owner's actions. */
import { createGroupHandler } from '../lib/http/group-handler';
import { createUploads } from './operations/create-uploads';
import { createEditUpload } from './operations/create-edit-upload';
import { deletePhoto } from './operations/delete-photo';
import { editPhoto } from './operations/edit-photo';
import { getPhoto } from './operations/get-photo';
import { getSavedEdit } from './operations/get-saved-edit';
import { listFeed, listFollowing, listLikedPhotos, listPublic, listTrending, listUserPhotos } from './operations/list-photos';
import { reanalyzePhoto } from './operations/reanalyze-photo';
import { undoRestyle } from './operations/undo-restyle';
import { searchPhotos } from './operations/search-photos';
import { updatePrivacy } from './operations/update-privacy';
import { uploadPhoto } from './operations/upload-photo';
import { PHOTOS_ROUTES } from './routes';

export const handler = createGroupHandler(PHOTOS_ROUTES, {
  'POST /api/photos/uploads': createUploads,
  'POST /api/photos': uploadPhoto,
  'GET /api/photos': listFeed,
  'GET /api/photos/trending': listTrending,
  'GET /api/photos/following': listFollowing,
  'GET /api/photos/{id}': getPhoto,
  'PATCH /api/photos/{id}/privacy': updatePrivacy,
  'POST /api/photos/{id}/reanalyze': reanalyzePhoto,
  'POST /api/photos/{id}/reanalyze/undo': undoRestyle,
  'DELETE /api/photos/{id}': deletePhoto,
  'GET /api/users/{userId}/photos': listUserPhotos,
  'POST /api/photos/edit': editPhoto,
  'POST /api/photos/edit/uploads': createEditUpload,
  'GET /api/photos/{id}/edit': getSavedEdit,
  'GET /api/photos/search': searchPhotos,
  'GET /api/photos/public': listPublic,
  'GET /api/users/{userId}/liked-photos': listLikedPhotos,
});
