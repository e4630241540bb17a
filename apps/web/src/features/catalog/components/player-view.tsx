import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TButtonState } from '@scena/shared/catalog/button';
import { ApiError } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Loading } from '@/ui/feedback';
import type { CatalogKind } from '../api/catalog-item';
import {
  parseVariant,
  usePlayback,
  useRenewPlayback,
  type Playback,
  type PlaybackVariant,
} from '../api/get-playback';
import { useSessionCheck, type SessionWarning } from '../hooks/use-session-check';
import { ActionButton } from './action-button';
import { Advertisement } from './advertisement';
import styles from './catalog.module.css';
import { showVimeoTextTrack } from './vimeo-text-track';

interface PlayerViewProps {
  kind: CatalogKind;
  slugOrId: string;
  title: string;
  free: boolean;
  signedIn: boolean;
  /** The page's button, shown with a refusal so the way to access is at hand. */
  button: TButtonState | null;
  purchaseHref: string;
}

/**
 * The player view (`?ogladaj=true`, visitor-side.md §2): the stream of the variant in `typ` from the playback
 * call, the variant switch, the chat, the advertisement, and the 5-minute session check while it is open (for a
 * local recording, the playback call that renews its link).
 */
export function PlayerView(props: PlayerViewProps) {
  if (props.signedIn) return <SignedInPlayer {...props} />;
  // Anonymous visitors never get a stream (product-decisions §16): no call, the sign-in way instead.
  return (
    <div className={styles.playerStage}>
      <Refusal reasonKey="catalog.playback.signed_out" {...props} />
    </div>
  );
}

function SignedInPlayer(props: PlayerViewProps) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const variant = parseVariant(params.get('typ'));
  const playback = usePlayback(props.kind, props.slugOrId, variant, i18n.language);
  const renew = useRenewPlayback(props.kind, props.slugOrId, variant, i18n.language);
  // Checked while a stream is on screen (visitor-side.md §4 "Playback"), not over a refusal. A local recording's
  // link lives minutes (STREAM_LINK_LIFETIME_MS, twice the check's interval): the check renews it.
  const warning = useSessionCheck(
    Boolean(playback.data),
    playback.data?.kind === 'local' ? renew : undefined,
  );

  const choose = (next: PlaybackVariant) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('typ', next);
        return updated;
      },
      { replace: true },
    );

  let body: ReactNode;
  if (playback.isPending || playback.isPlaceholderData)
    body = <Loading label={t('catalog.loading.player')} />;
  else if (playback.isError) {
    const error = playback.error;
    const reasonKey = error instanceof ApiError ? error.formError.item : undefined;
    if (reasonKey) body = <Refusal reasonKey={reasonKey} {...props} />;
    else if (error instanceof ApiError && error.status === 404) {
      // A typ the item does not have (an edited or stale link): offer the standard version.
      body = (
        <Alert
          tone="warning"
          action={
            variant !== 'standard' && (
              <Button variant="secondary" onClick={() => choose('standard')}>
                {t('catalog.player.variant.standard')}
              </Button>
            )
          }
        >
          {t('catalog.player.missing')}
        </Alert>
      );
    } else {
      body = (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" onClick={() => void playback.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('catalog.player.error')}
        </Alert>
      );
    }
  } else {
    body = (
      <Stream
        playback={playback.data}
        variant={variant}
        title={props.title}
        language={i18n.language}
        onLinkRefused={async () => {
          const fresh = await playback.refetch();
          return fresh.isSuccess ? fresh.data.url : undefined;
        }}
      />
    );
  }

  const data = playback.data;
  return (
    <>
      {warning && <SessionWarningBar warning={warning} />}
      <div className={data?.chat ? styles.playerWithChat : undefined}>
        <div className={styles.playerStage}>{body}</div>
        {data?.chat && (
          <aside className={styles.chat} aria-labelledby="catalog-chat-heading">
            <h2 id="catalog-chat-heading" className={styles.chatHeading}>
              {t('catalog.player.chat')}
            </h2>
            {/* The event's chat embed, sanitized by the server with its allow-list. */}
            <div className={styles.chatBody} dangerouslySetInnerHTML={{ __html: data.chat }} />
          </aside>
        )}
      </div>
      {/* Under the screen, so the screen itself starts high enough to fit the first screen with its controls. */}
      {data && data.variants.length > 1 && (
        <VariantSwitch variants={data.variants} value={variant} onChange={choose} />
      )}
      {data && <Advertisement free={props.free} />}
    </>
  );
}

function Refusal({ reasonKey, button, purchaseHref }: PlayerViewProps & { reasonKey: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.refusal}>
      <h2 className={styles.refusalTitle}>{t('catalog.player.refused')}</h2>
      <p data-testid="refusal-reason">{t(reasonKey)}</p>
      {button && <ActionButton state={button} purchaseHref={purchaseHref} />}
    </div>
  );
}

function SessionWarningBar({ warning }: { warning: SessionWarning }) {
  const { t } = useTranslation();
  const key =
    warning.reason === 'anotherUser'
      ? 'catalog.session.anotherUser'
      : warning.reason === 'sessionEnd'
        ? 'catalog.session.ended'
        : 'catalog.session.blocked';
  return (
    <Alert tone="error">
      <span>{t(key, { count: warning.secondsLeft })}</span>
    </Alert>
  );
}

/** The version switch as a radio group: only the variants the item has, the current one checked. */
function VariantSwitch({
  variants,
  value,
  onChange,
}: {
  variants: PlaybackVariant[];
  value: PlaybackVariant;
  onChange: (variant: PlaybackVariant) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.variants}>
      <legend className={styles.variantsLegend}>{t('catalog.player.variants')}</legend>
      <div className={styles.variantOptions}>
        {variants.map((variant) => (
          <label key={variant} className={styles.variantOption}>
            <input
              type="radio"
              name={name}
              value={variant}
              checked={variant === value}
              onChange={() => onChange(variant)}
            />
            <span>{t(`catalog.player.variant.${variant}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function subtitleLabel(track: Playback['subtitles'][number], t: (key: string) => string): string {
  if (track.label) return track.label;
  const key = `catalog.subtitles.${track.language}`;
  const text = t(key);
  return text === key ? track.language.toUpperCase() : text;
}

const FRAME_ALLOW = 'autoplay; fullscreen; picture-in-picture';

/**
 * Vimeo's player in our own iframe, with the subtitles of the page's language turned on once Vimeo's SDK has
 * loaded. Keyed by its URL, so each video gets a fresh iframe and its own SDK player.
 */
function VimeoFrame({ url, title, language }: { url?: string; title: string; language: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (frame.current) return showVimeoTextTrack(frame.current, language);
  }, [language]);
  return <iframe ref={frame} src={url} title={title} allow={FRAME_ALLOW} allowFullScreen />;
}

/**
 * A local recording in HTML5 with its subtitles. Its link names a grant that lives minutes past its last renewal:
 * the session check renews it, and the answer is the same link while the grant runs, so React leaves the element
 * alone and it plays on. A new link (the grant had run out, say while the computer slept) or the link answered
 * by `onLinkRefused` after the element's error (what the bytes route's 403 looks like) goes into the same
 * element, which then goes on from where it was, playing if it played; fullscreen, volume and the chosen
 * subtitles stay as they were.
 */
function LocalVideo({
  playback,
  label,
  language,
  onLinkRefused,
}: {
  playback: Playback;
  label: string;
  language: string;
  /** Asks the playback call again; answers the link it gave, or undefined when it refused. */
  onLinkRefused: () => Promise<string | undefined>;
}) {
  const { t } = useTranslation();
  const url = playback.url ?? '';
  const shown = useRef<string | null>(null);
  const position = useRef(0);
  // From 'emptied' (the element starts a new src over from 0) to its metadata, the position is not the viewer's.
  const reset = useRef(false);
  const playing = useRef(false);
  const resume = useRef<{ at: number; play: boolean } | null>(null);
  // One fresh link per failure until the stream loads again: a file this browser cannot play is not asked for
  // again and again.
  const mayRecover = useRef(true);

  // A layout effect runs before the browser's load of the new src reports anything (it starts over from 0), so
  // the position and state it had are still the ones recorded.
  useLayoutEffect(() => {
    if (shown.current !== null && shown.current !== url) {
      resume.current = { at: position.current, play: playing.current };
    }
    shown.current = url;
  }, [url]);

  const defaultTrack = playback.subtitles.find((track) => track.language === language) ?? undefined;
  return (
    <div className={styles.screen}>
      <video
        src={url}
        controls
        playsInline
        preload="metadata"
        aria-label={label}
        onTimeUpdate={(event) => {
          if (!resume.current && !reset.current) position.current = event.currentTarget.currentTime;
        }}
        onEmptied={() => {
          reset.current = true;
        }}
        onPlay={() => {
          playing.current = true;
        }}
        onPause={() => {
          playing.current = false;
        }}
        onLoadedMetadata={(event) => {
          reset.current = false;
          mayRecover.current = true;
          const pending = resume.current;
          if (!pending) return;
          resume.current = null;
          const element = event.currentTarget;
          element.currentTime = pending.at;
          // A browser that refuses to play without a gesture leaves it paused at the right place.
          if (pending.play) element.play().catch(() => undefined);
        }}
        onError={(event) => {
          if (!mayRecover.current) return;
          mayRecover.current = false;
          const element = event.currentTarget;
          const failed = url;
          const at = { at: position.current, play: playing.current };
          void onLinkRefused().then((fresh) => {
            // A new link is a new src, taken up by the layout effect. The same one (its grant still runs: the
            // network failed, not the link) is no change React would make: the element loads it again itself.
            if (fresh !== failed || !element.isConnected) return;
            resume.current = at;
            element.load();
          });
        }}
      >
        {playback.subtitles.map((track) => (
          <track
            key={track.language}
            kind={track.kind ?? 'subtitles'}
            src={track.url}
            srcLang={track.language}
            label={subtitleLabel(track, t)}
            default={track === defaultTrack}
          />
        ))}
        {t('catalog.player.noVideoSupport')}
      </video>
    </div>
  );
}

/** The stream itself, by kind (playback.ts): HTML5 with subtitles, Vimeo's player, a frame, or the embed. */
function Stream({
  playback,
  variant,
  title,
  language,
  onLinkRefused,
}: {
  playback: Playback;
  variant: PlaybackVariant;
  title: string;
  language: string;
  onLinkRefused: () => Promise<string | undefined>;
}) {
  const { t } = useTranslation();
  const frameTitle = t('catalog.player.title', { title });
  switch (playback.kind) {
    case 'local':
      return (
        <LocalVideo
          // A renewed link of the same recording keeps the element; another version or recording gets a new one.
          key={`${variant} ${playback.url?.split('?')[0]}`}
          playback={playback}
          label={frameTitle}
          language={language}
          onLinkRefused={onLinkRefused}
        />
      );
    case 'vimeo':
      return (
        <div className={styles.screen}>
          <VimeoFrame key={playback.url} url={playback.url} title={frameTitle} language={language} />
        </div>
      );
    case 'frame':
      return (
        <div className={styles.screen}>
          <iframe
            key={playback.url}
            src={playback.url}
            title={frameTitle}
            allow={FRAME_ALLOW}
            allowFullScreen
          />
        </div>
      );
    case 'iframe':
      return (
        <div
          className={styles.screen}
          role="region"
          aria-label={frameTitle}
          // The staff embed code after the server's allow-list sanitizing (allowed hosts only).
          dangerouslySetInnerHTML={{ __html: playback.html ?? '' }}
        />
      );
  }
}
