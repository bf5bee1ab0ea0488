import { AI_STYLES, VISIBILITIES } from '@shared/enums';
import { MAX_UPLOAD_FILES } from '@shared/constants';
import { ButtonLink, buttonClassName } from '@/components/ui/button/button';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right';
import { HeartIcon } from '@/components/ui/icons/heart';
import { ShieldIcon } from '@/components/ui/icons/shield';
import { SparklesIcon } from '@/components/ui/icons/sparkles';
import { paths } from '@/config/paths';
import { SCENES, sceneDataUri } from '@/lib/artwork';
import './landing.css';

// Drawn on the first render, not when the entry chunk loads: a member's home never draws them.
const collage = () => [
  { src: sceneDataUri(SCENES.aurora), alt: 'Northern lights over a mountain ridge at night', className: 'hero__photo--main' },
  { src: sceneDataUri(SCENES.bloom), alt: 'A pink flower opening in the morning sun', className: 'hero__photo--top' },
  { src: sceneDataUri(SCENES.desert), alt: 'Sand dunes glowing orange at sunset', className: 'hero__photo--bottom' },
];

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__glow" aria-hidden="true" />
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">
            <SparklesIcon aria-hidden="true" /> AI captions for every photo
          </p>
          <h1 id="hero-title" className="hero__title">
            Share Your <span className="text-gradient">Story</span>
          </h1>
          <p className="hero__lead">
            Upload the moments you love, let AI write the caption, and decide exactly who sees each photo: just you, your tribes, or
            the whole world.
          </p>
          <div className="hero__actions">
            <ButtonLink to={paths.auth.signIn.getHref()} size="lg" icon={<ArrowRightIcon />} className="btn--icon-end">
              Start Creating
            </ButtonLink>
            <a href="#featured" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
              Explore stories
            </a>
          </div>
          <dl className="hero__stats">
            <div>
              <dt>Photos at once</dt>
              <dd>{MAX_UPLOAD_FILES}</dd>
            </div>
            <div>
              <dt>Privacy levels</dt>
              <dd>{VISIBILITIES.length}</dd>
            </div>
            <div>
              <dt>Caption styles</dt>
              <dd>{AI_STYLES.length}</dd>
            </div>
          </dl>
        </div>
        <div className="hero__collage">
          {collage().map((photo) => (
            <img key={photo.className} className={`hero__photo ${photo.className}`} src={photo.src} alt={photo.alt} />
          ))}
          <div className="hero__chip hero__chip--caption" aria-hidden="true">
            <SparklesIcon /> “Where the sky learns to dance.”
          </div>
          <div className="hero__chip hero__chip--likes" aria-hidden="true">
            <HeartIcon /> 1,204
          </div>
          <div className="hero__chip hero__chip--privacy" aria-hidden="true">
            <ShieldIcon /> Shared with Family
          </div>
        </div>
      </div>
    </section>
  );
}
