import { useMemo } from 'react';
import { Segmented } from '@/components/ui/segmented/segmented';
import { ClockIcon } from '@/components/ui/icons/clock';
import { ExternalLinkIcon } from '@/components/ui/icons/external-link';
import { formatRelativeTime } from '@/lib/format';
import { featuredArticles, type FeaturedArticle } from '../data/featured-articles';
import './landing.css';

const TABS = ['For You', 'Following', 'Trending'] as const;

function ArticleCard({ article, large = false }: { article: FeaturedArticle; large?: boolean }) {
  return (
    <article className={`card article-card${large ? ' article-card--large' : ''}`}>
      <a className="article-card__link" href={article.link} target="_blank" rel="noopener noreferrer">
        <div className="article-card__media">
          <img src={article.imageUrl} alt={article.title} />
          <span className="article-card__category">{article.category}</span>
        </div>
        <div className="article-card__body">
          <p className="article-card__source">
            {article.source}
            <ExternalLinkIcon aria-hidden="true" />
          </p>
          {large ? <h3 className="article-card__title">{article.title}</h3> : <h4 className="article-card__title">{article.title}</h4>}
          <p className="article-card__description">{article.description}</p>
          <p className="article-card__meta">
            <span>By {article.author}</span>
            <span aria-hidden="true">·</span>
            <span>
              <ClockIcon aria-hidden="true" /> {article.readTime}
            </span>
            <span aria-hidden="true">·</span>
            <time dateTime={article.publishedAt.toISOString()}>{formatRelativeTime(article.publishedAt)}</time>
          </p>
          <span className="sr-only">(opens in a new tab)</span>
        </div>
      </a>
    </article>
  );
}

export function FeaturedToday() {
  const [featured, ...others] = useMemo(() => featuredArticles(), []);
  return (
    <section id="featured" className="landing-section" aria-labelledby="featured-title">
      <div className="container">
        <div className="section-heading">
          <div>
            <p className="section-heading__eyebrow">Editor's picks</p>
            <h2 id="featured-title">Featured Today</h2>
            <p className="section-heading__lead">Stories, tips and inspiration from photographers around the world.</p>
          </div>
          <Segmented label="Featured stories" options={TABS} value="For You" />
        </div>
        <div className="featured-grid">
          {featured ? <ArticleCard article={featured} large /> : null}
          <div className="featured-grid__side">
            {others.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
