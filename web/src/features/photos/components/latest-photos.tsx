import { ButtonLink } from '../../../components/ui/button/button';
import { UploadIcon } from '../../../components/ui/icons/icons';
import { Segmented } from '../../../components/ui/segmented/segmented';
import { paths } from '../../../config/paths';
import { useFeedPhotos } from '../api/get-feed-photos';
import { PagedPhotoGrid } from './paged-photo-grid';
import { PhotosEmptyState } from './photo-grid';
import './latest-photos.css';

/** The tabs have no behaviour yet (SPEC.md "Home feed"); For You stays selected. */
const TABS = ['For You', 'Following', 'Trending'] as const;

/** The home feed's 'Latest Photos': what the member may see, newest first, 1 to 3 columns. */
export function LatestPhotos() {
  const feed = useFeedPhotos();
  return (
    <section className="latest-photos" aria-labelledby="latest-photos-title">
      <div className="latest-photos__heading">
        <h2 id="latest-photos-title">Latest Photos</h2>
        <Segmented label="Photo feed" options={TABS} value="For You" />
      </div>
      <PagedPhotoGrid
        query={feed}
        columns="feed"
        label="Latest photos"
        empty={
          <PhotosEmptyState
            title="No photos yet"
            text="Be the first to share a moment. Your photos show up here, with AI-written captions."
            action={
              <ButtonLink to={paths.app.upload.getHref()} icon={<UploadIcon />}>
                Upload Photos
              </ButtonLink>
            }
          />
        }
      />
    </section>
  );
}
