import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import styles from './carousel.module.css';

export interface CarouselSlide {
  id: string | number;
  content: ReactNode;
}

export interface CarouselLabels {
  pause: string;
  play: string;
  previous: string;
  next: string;
  /** "Slajd 2 z 3": names both the slide and its dot. */
  slide: (position: number, total: number) => string;
}

interface CarouselProps {
  /** The carousel's name as a region ("Polecane"). */
  label: string;
  slides: CarouselSlide[];
  labels: CarouselLabels;
  /** Milliseconds between slides (visitor-side.md §9: 3000). */
  interval?: number;
  className?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION).matches
    : false;
}

/**
 * The WAI-ARIA carousel pattern (frontend-recipe "Accessibility"): one slide at a time, endless; the pause/play
 * button first in tab order, then previous/next and one named button per slide; inactive slides are `hidden`, so
 * nothing in them can take focus. Rotation never runs while the pointer is over it, while focus is inside it,
 * after the user paused it, or (until the user presses play) under prefers-reduced-motion (WCAG 2.2.2). While it
 * does not rotate, slide changes are announced politely. The 500 ms fade is CSS (none under reduced motion).
 */
export function Carousel({ label, slides, labels, interval = 3000, className }: CarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dotsRef = useRef<HTMLDivElement>(null);
  const current = count === 0 ? 0 : index % count;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [rotating, count, interval]);

  const go = (to: number) => setIndex(((to % count) + count) % count);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  /** Arrow keys, Home and End move between the dots and show their slide at once. */
  const onDotKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: count - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = ((to % count) + count) % count;
    setIndex(next);
    dotsRef.current?.querySelectorAll('button')[next]?.focus();
  };

  if (count === 0) return null;

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setPlaying((value) => !value)}
            aria-label={playing ? labels.pause : labels.play}
          >
            <span aria-hidden="true" className={playing ? styles.pauseIcon : styles.playIcon} />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(current - 1)}
            aria-label={labels.previous}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className={styles.dots} ref={dotsRef} onKeyDown={onDotKey}>
            {slides.map((slide, position) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={labels.slide(position + 1, count)}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => go(position)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(current + 1)}
            aria-label={labels.next}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide(position + 1, count)}
            className={styles.slide}
            hidden={position !== current}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </section>
  );
}
