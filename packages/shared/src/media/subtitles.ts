/**
 * Subtitle text checked the same way in the back-office's subtitles modal (before sending) and by
 * POST /api/vimeo/{uri}/subtitles (a 422 for bad content), so the two can never disagree.
 *
 * Decision: a small strict reader rather than a library. The W3C's webvtt-parser reads no SRT, rejects valid
 * REGION blocks, reports problems as English sentences we would have to match, and took ~70 ms on a
 * three-hour file; media-captions parses only asynchronously; node-webvtt needs Node 22 and counts cues, not
 * lines. Blocks are split the way a browser's WebVTT parser splits them, so what passes here is what plays.
 */

export type SubtitleProblemReason =
  /** Nothing but whitespace. */
  | 'empty'
  /** A WebVTT text does not start with "WEBVTT" (a BOM allowed) followed by a space, a tab or the line's end. */
  | 'header'
  /** A cue timing line is malformed, or a cue has none. */
  | 'timing'
  /** A cue ends before, or when, it starts. */
  | 'order'
  /** A header and no cue at all. */
  | 'no_cues'
  /** Neither WebVTT nor SRT. */
  | 'format';

/** `line` is 1-based in the text as given, whatever its line ends. */
export interface SubtitleProblem {
  line: number;
  reason: SubtitleProblemReason;
}

export type SubtitleConversion =
  { ok: true; vtt: string; from: 'vtt' | 'srt' } | { ok: false; problem: SubtitleProblem };

type SubtitleFormat = 'vtt' | 'srt';

const LINE_END = /\r\n|\r|\n/;
const ARROW = '-->';
const VTT_SIGNATURE = /^WEBVTT(?:[ \t]|$)/;
/** Case-insensitive so that "webvtt" is reported as a bad header rather than as random text. */
const LOOKS_LIKE_VTT = /^WEBVTT/i;
const VTT_BLOCK_KEYWORD = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/;
/** `[hh:]mm:ss.ttt --> [hh:]mm:ss.ttt [settings]`; the settings are kept as written, a player ignores unknown ones. */
const VTT_TIMING =
  /^((?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3})[ \t]*-->[ \t]*((?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3})(?:[ \t]+(.*))?$/;
/** `hh:mm:ss,ttt --> hh:mm:ss,ttt`; what may follow is SRT's X1/Y1 box, which means nothing to WebVTT: dropped. */
const SRT_TIMING = /^(\d{2}:[0-5]\d:[0-5]\d,\d{3})[ \t]*-->[ \t]*(\d{2}:[0-5]\d:[0-5]\d,\d{3})(?:[ \t].*)?$/;
const SUBTITLE_FILE = /\.(srt|vtt)$/i;

/** Consecutive non-blank lines; `at` is the 0-based index of the first. */
interface Block {
  at: number;
  lines: [string, ...string[]];
}

/** Checks WebVTT text; null when fine. Used by the API on the content it receives. */
export function checkWebVtt(text: string): SubtitleProblem | null {
  const lines = splitLines(text);
  if (lines.every((line) => line === '')) return { line: 1, reason: 'empty' };
  const conversion = convert(lines, 0, 'vtt');
  return conversion.ok ? null : conversion.problem;
}

/**
 * Pasted or loaded WebVTT or SRT as normalised WebVTT: LF line ends, no BOM, no trailing whitespace, one blank
 * line between blocks, SRT's comma before the milliseconds made a dot and its sequence numbers kept as cue ids.
 * Blank lines before the text are forgiven (a paste often starts with one); the first problem is answered with
 * its line.
 */
export function toWebVtt(text: string): SubtitleConversion {
  const lines = splitLines(text);
  const first = lines.findIndex((line) => line !== '');
  if (first < 0) return failure(0, 'empty');
  const format = detectFormat(lines, first);
  return typeof format === 'string' ? convert(lines, first, format) : { ok: false, problem: format };
}

/** Which kind of subtitle file a name is, by its extension. */
export function subtitleFileKind(fileName: string): 'srt' | 'vtt' | null {
  const extension = SUBTITLE_FILE.exec(fileName)?.[1]?.toLowerCase();
  return extension === 'srt' || extension === 'vtt' ? extension : null;
}

/** Trailing whitespace is dropped so a line of spaces counts as the blank line it looks like. */
function splitLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(LINE_END)
    .map((line) => line.trimEnd());
}

/**
 * SRT has no header, so it is known by its first block holding a timing line. A timing line with a dot and no
 * comma is WebVTT that lost its header, which is worth telling apart from random text.
 */
function detectFormat(lines: string[], first: number): SubtitleFormat | SubtitleProblem {
  if (LOOKS_LIKE_VTT.test(lines[first] ?? '')) return 'vtt';
  const timing = lines.slice(first, first + 2).find((line) => line.includes(ARROW));
  if (timing === undefined) return { line: first + 1, reason: 'format' };
  return timing.includes(',') || !timing.includes('.') ? 'srt' : { line: first + 1, reason: 'header' };
}

function convert(lines: string[], first: number, from: SubtitleFormat): SubtitleConversion {
  const output = ['WEBVTT'];
  let blocksFrom = first;
  if (from === 'vtt') {
    if (!VTT_SIGNATURE.test(lines[first] ?? '')) return failure(first, 'header');
    // A browser ends the header at a blank line or at a timing line, skipping old metadata such as "Kind: captions".
    const headerEnd = lines.findIndex(
      (line, index) => index > first && (line === '' || line.includes(ARROW)),
    );
    blocksFrom = headerEnd < 0 ? lines.length : headerEnd;
    output[0] = lines.slice(first, blocksFrom).join('\n');
  }

  let cues = 0;
  for (const { at, lines: blockLines } of splitBlocks(lines, blocksFrom)) {
    const head = blockLines[0];
    const hasId = !head.includes(ARROW);
    const timing = hasId ? blockLines[1] : head;
    if (!timing?.includes(ARROW)) {
      if (from === 'vtt' && VTT_BLOCK_KEYWORD.test(head)) {
        output.push(blockLines.join('\n'));
        continue;
      }
      return failure(timing === undefined ? at : at + 1, 'timing');
    }
    const timingAt = hasId ? at + 1 : at;
    const [, start, end, settings] = (from === 'vtt' ? VTT_TIMING : SRT_TIMING).exec(timing) ?? [];
    if (start === undefined || end === undefined) return failure(timingAt, 'timing');
    const startTime = start.replace(',', '.');
    const endTime = end.replace(',', '.');
    if (toMilliseconds(endTime) <= toMilliseconds(startTime)) return failure(timingAt, 'order');
    // The block is this reader's own copy: its timing line is rewritten in place.
    blockLines[hasId ? 1 : 0] = settings
      ? `${startTime} ${ARROW} ${endTime} ${settings}`
      : `${startTime} ${ARROW} ${endTime}`;
    output.push(blockLines.join('\n'));
    cues += 1;
  }
  if (cues === 0) return failure(first, 'no_cues');
  return { ok: true, vtt: `${output.join('\n\n')}\n`, from };
}

/**
 * A blank line ends a block; so does a line with "-->" that cannot be the block's timing line (only the first
 * line, or the second after a cue id, can). That is how a browser reads a cue missing its blank line, or text
 * with an arrow in it: as the start of another cue.
 */
function splitBlocks(lines: string[], from: number): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (let index = from; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line === '') {
      current = null;
    } else if (
      current &&
      (!line.includes(ARROW) || (current.lines.length === 1 && !current.lines[0].includes(ARROW)))
    ) {
      current.lines.push(line);
    } else {
      current = { at: index, lines: [line] };
      blocks.push(current);
    }
  }
  return blocks;
}

/** `[h…h:]mm:ss.ttt` in milliseconds, read at the fields' fixed places from the end. */
function toMilliseconds(timestamp: string): number {
  const hours = timestamp.length > 9 ? Number(timestamp.slice(0, -10)) : 0;
  const minutes = Number(timestamp.slice(-9, -7));
  const seconds = Number(timestamp.slice(-6, -4));
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + Number(timestamp.slice(-3));
}

function failure(index: number, reason: SubtitleProblemReason): SubtitleConversion {
  return { ok: false, problem: { line: index + 1, reason } };
}
