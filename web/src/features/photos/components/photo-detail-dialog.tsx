import { PHOTO_MESSAGES } from '@shared/messages/photo';
import type { Photo } from '@shared/schemas/photo';
import { ButtonLink } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right';
import { paths } from '@/config/paths';
import { photoTitle } from '../lib/photo-text';
import { PhotoImage } from './photo-image';
import { PhotoByline, PhotoInfo } from './photo-info';
import type { ReactionHandlers } from './photo-meta';
import './photo-detail.css';

/** The card's detail dialog: the large image, the photo's information (with the card's like toggle) and a link to its page. */
export function PhotoDetailDialog({
  photo,
  open,
  onClose,
  onLike,
}: Pick<ReactionHandlers, 'onLike'> & { photo: Photo; open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={photoTitle(photo)}
      footer={
        <ButtonLink to={paths.app.photo.getHref(photo.id)} variant="secondary" icon={<ArrowRightIcon />} className="btn--icon-end">
          {PHOTO_MESSAGES.openPhotoPage}
        </ButtonLink>
      }
    >
      <div className="photo-detail-dialog">
        <div className="photo-detail-dialog__media">
          <PhotoImage photo={photo} size="display" fit="contain" />
        </div>
        <PhotoByline photo={photo} />
        <PhotoInfo photo={photo} titleAs={null} onLike={onLike} />
      </div>
    </Dialog>
  );
}
