import { ButtonLink } from '../../../components/ui/button/button';
import { ImageIcon, UploadIcon } from '../../../components/ui/icons/icons';
import { Segmented } from '../../../components/ui/segmented/segmented';
import { paths } from '../../../config/paths';
import './latest-photos.css';

const TABS = ['For You', 'Following', 'Trending'] as const;

/** 'Latest Photos' before photos exist: the section frame and its empty state. */
export function LatestPhotos() {
  return (
    <section className="latest-photos" aria-labelledby="latest-photos-title">
      <div className="latest-photos__heading">
        <h2 id="latest-photos-title">Latest Photos</h2>
        <Segmented label="Photo feed" options={TABS} value="For You" />
      </div>
      <div className="latest-photos__empty">
        <div className="latest-photos__art" aria-hidden="true">
          <span />
          <span />
          <span>
            <ImageIcon />
          </span>
        </div>
        <h3>No photos yet</h3>
        <p>Be the first to share a moment. Your photos show up here, with AI-written captions.</p>
        <ButtonLink to={paths.app.upload.getHref()} icon={<UploadIcon />}>
          Upload Photos
        </ButtonLink>
      </div>
    </section>
  );
}
