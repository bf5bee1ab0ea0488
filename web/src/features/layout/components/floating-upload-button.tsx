import { Link } from 'react-router-dom';
import { PlusIcon } from '@/components/ui/icons/plus';
import { paths } from '@/config/paths';
import './app-header.css';

export function FloatingUploadButton() {
  return (
    <Link to={paths.app.upload.getHref()} className="fab" aria-label="Upload photos" title="Upload photos">
      <PlusIcon />
    </Link>
  );
}
