/**
 * /photo/{id}: one photo for members, composed from four features (they never import each other):
 * the photos feature's detail, 'Share' and the member's share links in its actions place (for those who
 * may share it: the owner, anyone when it is public), the owner's 'Add to Capsule' there too, the
 * comments panel in its comments place, and Follow next to the author of someone else's photo.
 * Deleting the photo goes home.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { RequireAuth } from '@/components/layouts/require-auth';
import { paths } from '@/config/paths';
import { AddToCapsuleButton } from '@/features/capsules/components/add-to-capsule-button';
import { CommentsPanel } from '@/features/comments/components/comments-panel';
import { updatePhotoInCaches } from '@/features/photos/api/photo-cache';
import { PhotoDetail } from '@/features/photos/components/photo-detail';
import { FollowButton } from '@/features/profile/components/follow-button';
import { PhotoShares } from '@/features/shares/components/photo-shares';
import { ShareButton } from '@/features/shares/components/share-button';
import { MemberShell } from '@/app/shells';

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
  const queryClient = useQueryClient();
  // A posted comment counts on every cached copy of the photo (this page's count, the cards').
  const countComment = (photoId: string) =>
    updatePhotoInCaches(queryClient, photoId, (photo) => ({ ...photo, comments: photo.comments + 1 }));
  return (
    <div className="container">
      <PhotoDetail
        key={id}
        id={id}
        onDeleted={() => navigate(paths.home.getHref(), { replace: true })}
        renderAuthorActions={({ photo }) => <FollowButton userId={photo.userId} size="sm" />}
        renderActions={({ photo, isOwner }) => (
          <>
            {isOwner || photo.privacy.visibility === 'public' ? (
              <>
                <ShareButton photoId={photo.id} />
                <PhotoShares photoId={photo.id} />
              </>
            ) : null}
            {isOwner ? <AddToCapsuleButton photoId={photo.id} /> : null}
          </>
        )}
        renderComments={({ photo }) => (
          <CommentsPanel photoId={photo.id} count={photo.comments} onPosted={() => countComment(photo.id)} />
        )}
      />
    </div>
  );
}
