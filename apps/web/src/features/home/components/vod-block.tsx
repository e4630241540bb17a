import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../api/get-categories';
import { useVideos } from '../api/get-videos';
import { isVideoListed } from '../home-rules';
import { BlockError, CardGrid, EmptyMessage, GridSkeleton, HomeBlock } from './home-block';
import { VideoCard } from './video-card';
import styles from './home.module.css';

/** visitor-side.md §9: the category filter's animation starts 1000 ms after the page. */
const MIXER_DELAY_MS = 1000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * The VOD block (view_vod) with category filters (vod_filters): a group of toggle buttons, one per category
 * that has a listed video. A filtered grid fades in once the first second has passed, never under reduced
 * motion.
 */
export function VodBlock({ withFilters, eagerCount }: { withFilters: boolean; eagerCount: number }) {
  const { t } = useTranslation();
  const videosQuery = useVideos();
  const categoriesQuery = useCategories(withFilters);
  const [now] = useState(() => new Date());
  const [selected, setSelected] = useState<number | null>(null);
  const [filtered, setFiltered] = useState(false);
  const [mixerReady, setMixerReady] = useState(false);
  const [animate, setAnimate] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setMixerReady(true), MIXER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const listed = (videosQuery.data ?? []).filter((video) => isVideoListed(video, now));
  const categories = withFilters
    ? (categoriesQuery.data ?? []).filter((category) =>
        listed.some((video) => video.categories.includes(category.id)),
      )
    : [];
  const active = categories.some((category) => category.id === selected) ? selected : null;
  const shown = active === null ? listed : listed.filter((video) => video.categories.includes(active));

  const choose = (id: number | null) => {
    setSelected(id);
    setFiltered(true);
    setAnimate(mixerReady && !prefersReducedMotion());
  };

  return (
    <HomeBlock title={t('home.vod.title')}>
      {videosQuery.isPending ? (
        <GridSkeleton label={t('home.vod.loading')} />
      ) : videosQuery.isError ? (
        <BlockError onRetry={() => void videosQuery.refetch()} />
      ) : listed.length === 0 ? (
        <EmptyMessage>{t('home.vod.empty')}</EmptyMessage>
      ) : (
        <>
          {categories.length > 0 && (
            <div className={styles.filters} role="group" aria-label={t('home.vod.filters')}>
              {[{ id: null, name: t('home.vod.all') }, ...categories].map((category) => (
                <button
                  key={category.id ?? 'all'}
                  type="button"
                  className={styles.filter}
                  aria-pressed={active === category.id}
                  onClick={() => choose(category.id)}
                >
                  {category.name}
                </button>
              ))}
            </div>
          )}
          <p role="status" className="visually-hidden">
            {filtered ? t('home.vod.count', { count: shown.length }) : ''}
          </p>
          <CardGrid key={active ?? 'all'} className={animate ? styles.mixIn : undefined}>
            {shown.map((video, position) => (
              <li key={video.id}>
                <VideoCard video={video} eager={position < eagerCount} />
              </li>
            ))}
          </CardGrid>
        </>
      )}
    </HomeBlock>
  );
}
