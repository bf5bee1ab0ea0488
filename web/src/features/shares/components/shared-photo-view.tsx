/**
 * The public page of a private share: the tone, who sent it, their message, the
 * photo with its title and description, and an invitation to join. It is often the first thing a
 * recipient sees of the product, usually on a phone. Its four failures each have
 * their own fixed text (SHARE_MESSAGES).
 */
import { PRODUCT_NAME } from '@shared/constants';
import { authorName } from '@shared/display';
import { SHARE_TYPE_LABELS, type ShareType } from '@shared/enums';
import { SHARE_MESSAGES } from '@shared/messages/share';
import { PageLoading, PageStateCard } from '@/components/layouts/page-state';
import { ButtonLink } from '@/components/ui/button/button';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right';
import { HeartIcon } from '@/components/ui/icons/heart';
import { ImageOffIcon } from '@/components/ui/icons/image-off';
import { SparklesIcon } from '@/components/ui/icons/sparkles';
import { StarIcon } from '@/components/ui/icons/star';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useSharedPhoto } from '../api/get-shared-photo';
import { formatExpiry } from '../lib/share-text';
import './shared-photo-view.css';

const TONE_ICONS: Record<ShareType, typeof HeartIcon> = { warm: HeartIcon, fun: SparklesIcon, thoughtful: StarIcon };

/** The text for a failed read: 404 and 410 by status, another answer, or no answer at all (the network). */
export function shareErrorText(error: unknown): string {
  if (isApiError(error, 404)) return SHARE_MESSAGES.notFound;
  if (isApiError(error, 410)) return SHARE_MESSAGES.expired;
  if (isApiError(error)) return SHARE_MESSAGES.pageFailed;
  return SHARE_MESSAGES.pageNetwork;
}

export function SharedPhotoView({ link, signedIn }: { link: string; signedIn: boolean }) {
  const { data, error, isPending } = useSharedPhoto(link);
  if (isPending) return <PageLoading label={SHARE_MESSAGES.loadingShared} />;
  if (error || !data) {
    return (
      <PageStateCard
        documentTitle={`${SHARE_MESSAGES.sharedPhotoDocumentTitle} · ${PRODUCT_NAME}`}
        icon={<ImageOffIcon />}
        title={SHARE_MESSAGES.cannotShowTitle}
        text={shareErrorText(error)}
        action={<JoinLink signedIn={signedIn} />}
      />
    );
  }

  const sender = data.sender.firstName || data.sender.lastName ? authorName(data.sender) : SHARE_MESSAGES.someone;
  const ToneIcon = TONE_ICONS[data.shareType];
  return (
    <article className={`shared-photo shared-photo--${data.shareType}`} aria-labelledby="shared-photo-title">
      <title>{`${sender} ${SHARE_MESSAGES.sharedWithYou} · ${PRODUCT_NAME}`}</title>
      <header className="shared-photo__header">
        <span className="shared-photo__tone">
          <ToneIcon aria-hidden="true" />
          {SHARE_TYPE_LABELS[data.shareType]}
        </span>
        <p className="shared-photo__from">
          <strong>{sender}</strong> {SHARE_MESSAGES.sharedWithYou}
        </p>
      </header>
      {data.customMessage ? (
        <blockquote className="shared-photo__message">
          <p>{data.customMessage}</p>
          <footer>— {sender}</footer>
        </blockquote>
      ) : null}
      <figure className="shared-photo__figure">
        <img className="shared-photo__image" src={data.photo.photoUrl} alt={data.photo.title} />
        <figcaption className="shared-photo__caption">
          <h1 id="shared-photo-title" className="shared-photo__title">
            {data.photo.title}
          </h1>
          {data.photo.description ? <p className="shared-photo__description">{data.photo.description}</p> : null}
          <p className="shared-photo__expiry">{SHARE_MESSAGES.linkWorksUntil(formatExpiry(data.expiresAt))}</p>
        </figcaption>
      </figure>
      <aside className="shared-photo__join">
        {signedIn ? (
          <p>{SHARE_MESSAGES.shareYourOwn}</p>
        ) : (
          <>
            <h2>{SHARE_MESSAGES.joinTitle}</h2>
            <p>{SHARE_MESSAGES.joinPitch(PRODUCT_NAME, sender)}</p>
          </>
        )}
        <JoinLink signedIn={signedIn} />
      </aside>
    </article>
  );
}

function JoinLink({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <ButtonLink to={paths.home.getHref()} variant="outline">
      {SHARE_MESSAGES.backToYourFeed}
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.auth.signUp.getHref()} icon={<ArrowRightIcon />}>
      {SHARE_MESSAGES.join(PRODUCT_NAME)}
    </ButtonLink>
  );
}
