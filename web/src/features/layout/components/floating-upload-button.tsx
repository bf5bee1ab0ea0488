import { Link } from 'react-router-dom';
import { PlusIcon } from '@/components/ui/icons/plus';
import { paths } from '@/config/paths';
import './app-header.css';
import { MEMBER_SHELL_MESSAGES } from '@shared/messages/member-shell';

export function FloatingUploadButton() {
  return (
    <Link
      to={paths.app.upload.getHref()}
      className="fab"
      aria-label={MEMBER_SHELL_MESSAGES.uploadPhotos}
      title={MEMBER_SHELL_MESSAGES.uploadPhotos}
    >
      <PlusIcon />
    </Link>
  );
}
