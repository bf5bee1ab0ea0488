import { useNavigate, useParams } from 'react-router-dom';
import { RequireAuth } from '../../components/layouts/require-auth';
import { paths } from '../../config/paths';
import { PhotoDetail } from '../../features/photos/components/photo-detail';
import { MemberShell } from '../shells';

/** /photo/{id}: one photo for members; deleting it goes home. */
export function PhotoRoute() {
  return (
    <RequireAuth>
      <MemberShell>
        <PhotoScreen />
      </MemberShell>
    </RequireAuth>
  );
}

function PhotoScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <div className="container">
      <PhotoDetail key={id} id={id} onDeleted={() => navigate(paths.home.getHref(), { replace: true })} />
    </div>
  );
}
