import { describe, expect, it } from 'vitest';
import { checkWebVtt, subtitleFileKind, toWebVtt } from './subtitles';

const lf = (...lines: string[]) => lines.join('\n');

/** 3000 cues of three seconds, one every 3.6 seconds: a three-hour show. */
function threeHoursOfTimings(decimalMark: '.' | ','): string[] {
  const clock = (ms: number) => new Date(ms).toISOString().slice(11, 23).replace('.', decimalMark);
  return Array.from(
    { length: 3000 },
    (_, index) => `${clock(index * 3600)} --> ${clock(index * 3600 + 3000)}`,
  );
}

const VALID_VTT = lf(
  'WEBVTT - Hamlet, act 1',
  '',
  'NOTE translated by the theatre',
  'second line of the note',
  '',
  'STYLE',
  '::cue { color: yellow }',
  '',
  'REGION',
  'id:left width:40% regionanchor:0%,100%',
  '',
  'intro',
  '00:01.000 --> 00:04.500 align:start position:10% region:left',
  'Who is there?',
  '<i>Nay, answer me.</i>',
  '',
  '01:00:00.000 --> 01:00:02.250',
  'Long live the king!',
  '',
  '',
);

describe('checkWebVtt', () => {
  it('accepts WebVTT with NOTE, STYLE and REGION blocks, cue ids, settings and multi-line text', () => {
    expect(checkWebVtt(VALID_VTT)).toBeNull();
  });

  it('accepts a BOM, CRLF and CR line ends and trailing whitespace', () => {
    expect(checkWebVtt('\uFEFFWEBVTT\r\n\r\n00:00:01.000 --> 00:00:02.000  \r\nHi\r\n')).toBeNull();
    expect(checkWebVtt('WEBVTT\r\r00:01.000 --> 00:02.000\rHi\r')).toBeNull();
    expect(checkWebVtt('WEBVTT\t\n  \n00:01.000 --> 00:02.000\nHi')).toBeNull();
  });

  it('accepts a header with old metadata lines and a cue right after the header', () => {
    expect(
      checkWebVtt(lf('WEBVTT', 'Kind: captions', 'Language: pl', '', '00:01.000 --> 00:02.000', 'Hi')),
    ).toBeNull();
    expect(checkWebVtt(lf('WEBVTT', '00:01.000 --> 00:02.000', 'Hi'))).toBeNull();
  });

  it.each([
    ['', 1, 'empty'],
    [' \r\n\t\n', 1, 'empty'],
    ['WEBVTTX\n\n00:01.000 --> 00:02.000\nHi', 1, 'header'],
    ['webvtt\n\n00:01.000 --> 00:02.000\nHi', 1, 'header'],
    ['\n\nWEBVTT\n\n00:01.000 --> 00:02.000\nHi', 1, 'header'],
    ['1\n00:00:01,000 --> 00:00:02,000\nHi', 1, 'header'],
    ['WEBVTT\n\n00:01.000 --> 00:0x.000\nHi', 3, 'timing'],
    ['WEBVTT\r\r00:01.000 --> 00:02.000\rHi\r\r00:03.000 --> 00:0x.000\rHo', 6, 'timing'],
    ['WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n\n00:60.000 --> 01:01.000\nHo', 6, 'timing'],
    ['WEBVTT\n\n00:00:59.000 --> 00:60:00.000\nHi', 3, 'timing'],
    ['WEBVTT\n\n0:00:01.000 --> 0:00:02.000\nHi', 3, 'timing'],
    ['WEBVTT\n\n00:01.00 --> 00:02.000\nHi', 3, 'timing'],
    ['WEBVTT\n\n00:01,000 --> 00:02,000\nHi', 3, 'timing'],
    ['WEBVTT\n\n00:01.000 --> 00:02.000align:start\nHi', 3, 'timing'],
    ['WEBVTT\n\nid\n00:01.000 -> 00:02.000\nHi', 4, 'timing'],
    ['WEBVTT\n\nstray text\n', 3, 'timing'],
    ['WEBVTT\n\n00:01.000 --> 00:02.000\nHi\nA --> B', 5, 'timing'],
    ['WEBVTT\n\nintro\n00:01.000 --> 00:02.000\nHi\n00:03.000 --> 00:0x.000\nHo', 6, 'timing'],
    ['WEBVTT\r\n\r\nNOTE\r\n\r\n00:02.000 --> 00:01.000\r\nHi', 5, 'order'],
    ['WEBVTT\n\n00:02.000 --> 00:02.000\nHi', 3, 'order'],
    ['WEBVTT\n\n00:59.999 --> 00:00:59.999\nHi', 3, 'order'],
    ['WEBVTT', 1, 'no_cues'],
    ['\uFEFFWEBVTT\r\n\r\nNOTE nothing yet\r\n\r\n', 1, 'no_cues'],
  ])('%j → line %i, %s', (text, line, reason) => {
    expect(checkWebVtt(text)).toEqual({ line, reason });
  });
});

describe('toWebVtt', () => {
  it('normalises WebVTT: no BOM, LF ends, no trailing whitespace, one blank line between blocks', () => {
    const crlf = '\uFEFF' + VALID_VTT.replaceAll('\n', ' \r\n').replace(' \r\n \r\n', ' \r\n\r\n\t\r\n');
    expect(toWebVtt(crlf)).toEqual({ ok: true, from: 'vtt', vtt: VALID_VTT.replace(/\n+$/, '\n') });
  });

  it('gives back what it normalised as it is, and that passes the check', () => {
    const vtt = 'WEBVTT\n\n00:01.000 --> 00:02.000 line:0\nHi\n';
    expect(toWebVtt('\n\nWEBVTT\r00:01.000-->00:02.000 line:0\rHi\r\r\r')).toEqual({
      ok: true,
      from: 'vtt',
      vtt,
    });
    expect(toWebVtt(vtt)).toEqual({ ok: true, from: 'vtt', vtt });
    expect(checkWebVtt(vtt)).toBeNull();
  });

  it('converts SRT: commas to dots, sequence numbers kept as cue ids, text and markup kept', () => {
    const srt = lf(
      '\uFEFF1',
      '00:00:01,000 --> 00:00:04,500',
      'Who is there?',
      '',
      '2',
      '00:59:58,250 --> 01:00:00,000 X1:40 X2:600 Y1:20 Y2:50',
      '<i>Nay, answer me.</i>',
      'Stand, and unfold yourself.',
      '',
      '',
    ).replaceAll('\n', '\r\n');
    expect(toWebVtt(srt)).toEqual({
      ok: true,
      from: 'srt',
      vtt: lf(
        'WEBVTT',
        '',
        '1',
        '00:00:01.000 --> 00:00:04.500',
        'Who is there?',
        '',
        '2',
        '00:59:58.250 --> 01:00:00.000',
        '<i>Nay, answer me.</i>',
        'Stand, and unfold yourself.',
        '',
      ),
    });
  });

  it.each([
    ['  \n\n', 1, 'empty'],
    ['WEBVTTX\n\n00:01.000 --> 00:02.000\nHi', 1, 'header'],
    ['\n00:01.000 --> 00:02.000\nHi', 2, 'header'],
    ['\n\nWEBVTT\n\n00:01.000 --> 00:0x.000\nHi', 5, 'timing'],
    ['1\n00:00:01.000 --> 00:00:02,000\nHi', 2, 'timing'],
    ['1\n00:00:01,000 --> 00:00:02,000\nHi\n\n2\n00:01:60,000 --> 00:02:00,000\nHo', 6, 'timing'],
    ['1\n00:00:01,000 --> 00:00:02,000\nHi\n\n2\nHo', 6, 'timing'],
    ['1\n00:00:01,000 --> 00:00:02,000\nHi\n\nNOTE SRT has no comments', 5, 'timing'],
    ['1\r\n00:00:05,000 --> 00:00:06,000\r\nHi\r\n\r\n2\r\n00:00:09,000 --> 00:00:08,999\r\nHo', 6, 'order'],
    ['\uFEFFWEBVTT - nothing yet\n\n', 1, 'no_cues'],
    ['Dear audience,\nthank you for coming.', 1, 'format'],
    ['\n\n{"cues": []}', 3, 'format'],
  ])('%j → line %i, %s', (text, line, reason) => {
    expect(toWebVtt(text)).toEqual({ ok: false, problem: { line, reason } });
  });

  it('converts a three-hour SRT of 3000 cues', () => {
    const srt = threeHoursOfTimings(',')
      .map((timing, index) => lf(String(index + 1), timing, `Line ${index}`, 'and more'))
      .join('\r\n\r\n');
    // How fast is a figure for a quiet machine: `npm run bench:subtitles` (bench/subtitles.ts).
    const conversion = toWebVtt(srt);
    expect(conversion.ok && conversion.vtt.split('-->').length - 1).toBe(3000);
  });

  it('passes a three-hour WebVTT file as it is', () => {
    const cues = threeHoursOfTimings('.').map((timing, index) => lf(timing, `Line ${index}`));
    const vtt = `WEBVTT\n\n${cues.join('\n\n')}\n`;
    expect(checkWebVtt(vtt)).toBeNull();
    expect(toWebVtt(vtt)).toEqual({ ok: true, from: 'vtt', vtt });
  });
});

describe('subtitleFileKind', () => {
  it.each([
    ['napisy.srt', 'srt'],
    ['Hamlet.PL.VTT', 'vtt'],
    ['archive.srt.zip', null],
    ['vtt', null],
    ['subtitles.txt', null],
    ['', null],
  ])('%j → %s', (name, kind) => {
    expect(subtitleFileKind(name)).toBe(kind);
  });
});
