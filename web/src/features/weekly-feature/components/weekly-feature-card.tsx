/**
 * The home feed's weekly featured photo card: the photo
 * (4:3, fetched first), its title, description, likes and views, the author's name and initials, why it was
 * chosen, and a link to /photo/{id}. The week may have no feature: then the card's empty text shows.
 */
import { useEffect, useId, useState } from 'react';
import { authorInitials, authorName } from '@shared/display';
import type { WeeklyFeature } from '@shared/schemas/content';
import { Avatar } from '@/components/ui/avatar/avatar';
import { ButtonLink } from '@/components/ui/button/button';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right';
import { EyeIcon } from '@/components/ui/icons/eye';
import { HeartIcon } from '@/components/ui/icons/heart';
import { ImageOffIcon } from '@/components/ui/icons/image-off';
import { SparklesIcon } from '@/components/ui/icons/sparkles';
import { StarIcon } from '@/components/ui/icons/star';
import { paths } from '@/config/paths';
import { formatCompactNumber } from '@/lib/format';
import { useCurrentWeeklyFeature } from '../api/get-current-weekly-feature';
import './weekly-feature.css';
import { HOME_SCREEN_MESSAGES } from '@shared/messages/home-screens';
import { RetryButton } from '@/components/ui/button/retry-button';

const count = (value: number, one: string, many: string) => `${formatCompactNumber(value)} ${value === 1 ? one : many}`;

/**
 * `onShown` is called when the card has its final look: the photo on screen (or failed), the week's empty
 * text, or the error. The home starts its other reads then (app/routes/member-home.tsx).
 */
export function WeeklyFeatureCard({ onShown }: { onShown?: () => void }) {
  const feature = useCurrentWeeklyFeature();
  const headingId = useId();
  const shownWithoutPhoto = !feature.isPending && !feature.data;
  useEffect(() => {
    if (shownWithoutPhoto) onShown?.();
  }, [shownWithoutPhoto, onShown]);
  return (
    <section className="weekly-feature" aria-labelledby={headingId}>
      <h2 id={headingId} className="weekly-feature__eyebrow">
        <StarIcon aria-hidden="true" />
        {HOME_SCREEN_MESSAGES.photoOfTheWeek}
      </h2>
      {feature.isPending ? (
        <WeeklyFeatureSkeleton />
      ) : feature.isError && feature.data === undefined ? (
        <div className="weekly-feature__state weekly-feature__state--error" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <p>{HOME_SCREEN_MESSAGES.weeklyFeatureFailed}</p>
          <RetryButton onRetry={feature.refetch} isRetrying={feature.isRefetching} size="sm" />
        </div>
      ) : feature.data ? (
        <FeaturedPhoto feature={feature.data} onShown={onShown} />
      ) : (
        <div className="weekly-feature__state">
          <SparklesIcon aria-hidden="true" />
          <p>{HOME_SCREEN_MESSAGES.noWeeklyFeature}</p>
        </div>
      )}
    </section>
  );
}

function FeaturedPhoto({ feature, onShown }: { feature: WeeklyFeature; onShown?: () => void }) {
  const { photo, user, featuredReason } = feature;
  const href = photo.id ? paths.app.photo.getHref(photo.id) : null;
  const titleId = useId();
  return (
    <article className="card card--lg weekly-feature__card" aria-labelledby={titleId}>
      <div className="weekly-feature__media">
        <FeatureImage key={photo.photoUrl} src={photo.photoUrl} alt={photo.title} onShown={onShown} />
      </div>
      <div className="weekly-feature__body">
        {featuredReason ? (
          <p className="weekly-feature__reason">
            <SparklesIcon aria-hidden="true" />
            {featuredReason}
          </p>
        ) : null}
        <h3 id={titleId} className="weekly-feature__title">
          {photo.title}
        </h3>
        {photo.description ? <p className="weekly-feature__description">{photo.description}</p> : null}
        <div className="weekly-feature__byline">
          <Avatar src={user.profileImageUrl} initials={authorInitials(user)} alt="" size={40} />
          <div>
            <span className="weekly-feature__by">{HOME_SCREEN_MESSAGES.sharedBy}</span>
            <span className="weekly-feature__author" data-testid="weekly-feature-author">
              {authorName(user)}
            </span>
          </div>
        </div>
        <ul className="weekly-feature__stats" aria-label={HOME_SCREEN_MESSAGES.reactionsLabel}>
          <li>
            <HeartIcon aria-hidden="true" />
            {count(photo.likes, 'like', 'likes')}
          </li>
          <li>
            <EyeIcon aria-hidden="true" />
            {count(photo.views, 'view', 'views')}
          </li>
        </ul>
        {href ? (
          <ButtonLink to={href} className="weekly-feature__link">
            {HOME_SCREEN_MESSAGES.viewPhoto}
            <span className="sr-only">: {photo.title}</span>
            <ArrowRightIcon aria-hidden="true" />
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}

/**
 * Calls `then` once the loaded image is decoded and a frame has been drawn with it. (An image with a load
 * handler is also one React never holds a commit for: React 19's suspensey images wait up to 800 ms for an
 * image rendered at deferred priority; the home shows at once, the photo when it arrives.)
 */
function whenPainted(image: HTMLImageElement, then?: () => void) {
  const decoded = typeof image.decode === 'function' ? image.decode().catch(() => undefined) : Promise.resolve();
  void decoded.then(() => requestAnimationFrame(() => requestAnimationFrame(() => then?.())));
}

/**
 * The signed photo over a soft backdrop; 'Failed to load image' when it cannot load. It is the top of the
 * home feed and its largest paint, so it is fetched at once and first (not lazily, which waits for layout).
 */
function FeatureImage({ src, alt, onShown }: { src: string; alt: string; onShown?: () => void }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className="weekly-feature__failed" role="img" aria-label={`${alt}: ${HOME_SCREEN_MESSAGES.imageFailed}`}>
        <ImageOffIcon aria-hidden="true" />
        <span aria-hidden="true">{HOME_SCREEN_MESSAGES.imageFailed}</span>
      </div>
    );
  }
  return (
    <img
      className="weekly-feature__img"
      src={src}
      alt={alt}
      fetchPriority="high"
      decoding="async"
      onError={() => {
        setFailed(true);
        onShown?.();
      }}
      onLoad={(event) => whenPainted(event.currentTarget, onShown)}
    />
  );
}

/**
 * The loaded card's shape, row for row in the same classes (reason, two title lines, three description
 * lines, byline, stats, button), so on a phone, where the story sits below the photo, the feed below
 * does not move when the feature arrives (CLS <= 0.02).
 */
function WeeklyFeatureSkeleton() {
  return (
    <div
      className="card card--lg weekly-feature__card weekly-feature__card--skeleton"
      role="status"
      aria-label={HOME_SCREEN_MESSAGES.loadingFeature}
    >
      <div className="weekly-feature__media weekly-feature__shimmer" />
      <div className="weekly-feature__body" aria-hidden="true">
        <span className="weekly-feature__reason weekly-feature__ghost-pill weekly-feature__shimmer" />
        <GhostLines className="weekly-feature__title" lines={2} />
        <GhostLines className="weekly-feature__description" lines={3} />
        <div className="weekly-feature__byline">
          <span className="weekly-feature__ghost-avatar weekly-feature__shimmer" />
          <div>
            <GhostLines className="weekly-feature__by" lines={1} />
            <GhostLines className="weekly-feature__author" lines={1} />
          </div>
        </div>
        <GhostLines className="weekly-feature__stats" lines={1} />
        <span className="btn weekly-feature__link weekly-feature__ghost-button weekly-feature__shimmer" />
      </div>
    </div>
  );
}

/** Bars for `lines` lines of text in the row's own class, so they take its line height. */
function GhostLines({ className, lines }: { className: string; lines: number }) {
  return (
    <span className={`${className} weekly-feature__ghost-text`}>
      {Array.from({ length: lines }, (_, line) => (
        <span key={line} className="weekly-feature__ghost-line weekly-feature__shimmer" />
      ))}
    </span>
  );
}
