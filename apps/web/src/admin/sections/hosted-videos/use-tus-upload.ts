import { useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { Upload } from 'tus-js-client';
import { UPLOAD_RETRY_DELAYS_MS, type THostedVideo } from '@scena/shared/media/hosted-videos';
import { useFinaliseHostedVideo, useRefreshHostedVideos } from './api';
import { addSample, transferRate, type RateSample } from './transfer-rate';

/** sending: bytes moving; offline: the browser lost the network and waits for it; finalising: PATCH running. */
type TransferPhase = 'idle' | 'sending' | 'offline' | 'finalising';
type TransferOutcome = 'finalised' | 'aborted' | 'failed';

interface TransferProgress {
  sent: number;
  total: number;
  percent: number;
  bytesPerSecond: number | null;
  secondsLeft: number | null;
  /** The server's offset when the bytes began to move: where a continued upload picked up. */
  resumedFrom: number;
}

/** Progress events come every few milliseconds; the bar needs a few redraws a second. */
const REDRAW_MS = 250;
/** A stalled connection sends no progress events: a tick keeps the speed falling and the time left honest. */
const TICK_MS = 1000;

type SendResult = 'sent' | 'aborted' | 'failed';

interface Running {
  upload: Upload | null;
  total: number;
  sent: number;
  resumedFrom: number | null;
  samples: RateSample[];
  drawnAt: number;
  settle: (result: SendResult) => void;
  stopWaiting: (() => void) | null;
}

/**
 * The bytes of a hosted video (admin-content.md §7): tus straight to the host's upload link (a HEAD for the
 * server's offset, then PATCH; no creation step), then PATCH /api/vimeo{uri} to finalise. Both the new upload
 * and "continue transfer" go through here, with the same progress, toasts (§8) and leave-page guard.
 * Resuming needs no fingerprint in the browser: the link itself tells the host's offset.
 */
export function useTusUpload() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const finalise = useFinaliseHostedVideo();
  const refresh = useRefreshHostedVideos();
  const [phase, setPhase] = useState<TransferPhase>('idle');
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const runningRef = useRef<Running | null>(null);

  useEffect(() => {
    if (phase !== 'sending') return;
    const timer = setInterval(() => {
      const running = runningRef.current;
      if (running && running.resumedFrom !== null) record(running, running.sent, setProgress, true);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [phase]);

  useEffect(() => {
    if (phase !== 'sending' && phase !== 'offline') return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome before 119 and older Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [phase]);

  // Leaving the section stops the bytes; the video stays NOT_UPLOADED and can be continued.
  useEffect(
    () => () => {
      const running = runningRef.current;
      runningRef.current = null;
      running?.stopWaiting?.();
      void running?.upload?.abort();
    },
    [],
  );

  /** Waits for the network to come back, then resumes from the server's offset (a HEAD first). */
  const waitForNetwork = (running: Running) => {
    setPhase('offline');
    const resume = () => {
      running.stopWaiting = null;
      setPhase('sending');
      running.upload?.start();
    };
    window.addEventListener('online', resume, { once: true });
    running.stopWaiting = () => window.removeEventListener('online', resume);
  };

  const sendBytes = (file: File, uploadUrl: string) =>
    new Promise<SendResult>((resolve) => {
      const running: Running = {
        upload: null,
        total: file.size,
        sent: 0,
        resumedFrom: null,
        samples: [],
        drawnAt: Number.NEGATIVE_INFINITY,
        stopWaiting: null,
        settle: (result) => {
          if (runningRef.current !== running) return;
          runningRef.current = null;
          running.stopWaiting?.();
          resolve(result);
        },
      };
      running.upload = new Upload(file, {
        uploadUrl,
        uploadSize: file.size,
        retryDelays: [...UPLOAD_RETRY_DELAYS_MS],
        storeFingerprintForResuming: false,
        onProgress: (bytesSent) => record(running, bytesSent, setProgress),
        onSuccess: () => {
          // The throttle may have skipped the last report: the bar shows 100% while finalising.
          record(running, running.total, setProgress, true);
          running.settle('sent');
        },
        onError: () => {
          // tus-js-client gives up at once while the browser says it is offline; the admin would rather wait.
          if (navigator.onLine === false) waitForNetwork(running);
          else running.settle('failed');
        },
      });
      runningRef.current = running;
      setProgress(null);
      setPhase('sending');
      running.upload.start();
    });

  /** Sends `file` to the video's upload link and finalises it; the outcome's toast is already shown. */
  const transfer = async (
    file: File,
    video: Pick<THostedVideo, 'uri' | 'upload_link'>,
  ): Promise<TransferOutcome> => {
    const sent = video.upload_link ? await sendBytes(file, video.upload_link) : 'failed';
    if (sent !== 'sent') {
      setPhase('idle');
      setProgress(null);
      void refresh();
      if (sent === 'aborted') void message.info(t('admin.hostedVideos.upload.aborted'));
      else void message.error(t('admin.hostedVideos.upload.failed'));
      return sent;
    }
    setPhase('finalising');
    try {
      const finalised = await finalise.mutateAsync(video.uri);
      if (finalised.status === 'FAILED') {
        void message.error(t('admin.hostedVideos.upload.failed'));
        return 'failed';
      }
      void message.success(t('admin.hostedVideos.upload.added'));
      return 'finalised';
    } catch {
      void message.error(t('admin.hostedVideos.upload.finaliseFailed'));
      return 'failed';
    } finally {
      setPhase('idle');
      setProgress(null);
    }
  };

  /** Stops the bytes without deleting anything: the host keeps what it got, for "continue transfer". */
  const abort = () => {
    const running = runningRef.current;
    if (!running) return;
    void running.upload?.abort();
    running.settle('aborted');
  };

  return { phase, progress, busy: phase !== 'idle', transfer, abort };
}

function progressOf(running: Running): TransferProgress {
  const { bytesPerSecond, secondsLeft } = transferRate(running.samples, running.total);
  return {
    sent: running.sent,
    total: running.total,
    percent: running.total > 0 ? Math.floor((running.sent * 100) / running.total) : 0,
    bytesPerSecond,
    secondsLeft,
    resumedFrom: running.resumedFrom ?? 0,
  };
}

/** Takes a byte count into the speed window and redraws at most every REDRAW_MS (or now, when forced). */
function record(running: Running, bytes: number, show: (progress: TransferProgress) => void, force = false) {
  const now = performance.now();
  // The first report after the HEAD is the server's offset.
  running.resumedFrom ??= bytes;
  running.sent = bytes;
  running.samples = addSample(running.samples, { at: now, bytes });
  if (force || now - running.drawnAt >= REDRAW_MS) {
    running.drawnAt = now;
    show(progressOf(running));
  }
}
