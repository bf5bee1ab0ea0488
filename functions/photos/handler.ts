/** The photos Lambda: the photo lists, search and a photo's detail; it reads and signs, it writes no object. */
import { createGroupHandler } from '../lib/http/group-handler';
import { getPhoto } from './operations/get-photo';
import { getSavedEdit } from './operations/get-saved-edit';
import { listFeed, listFollowing, listLikedPhotos, listPublic, listTrending, listUserPhotos } from './operations/list-photos';
import { searchPhotos } from './operations/search-photos';
import { PHOTOS_GROUP } from './group';

export const handler = createGroupHandler(PHOTOS_GROUP, {
  'GET /api/photos': listFeed,
  'GET /api/photos/trending': listTrending,
  'GET /api/photos/following': listFollowing,
  'GET /api/photos/{id}': getPhoto,
  'GET /api/users/{userId}/photos': listUserPhotos,
  'GET /api/photos/{id}/edit': getSavedEdit,
  'GET /api/photos/search': searchPhotos,
  'GET /api/photos/public': listPublic,
  'GET /api/users/{userId}/liked-photos': listLikedPhotos,
});
