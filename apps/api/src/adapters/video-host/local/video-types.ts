import fs from 'node:fs/promises';

/**
 * The video formats the local host keeps (admin-content.md §5: mp4, webm, ogg, quicktime, avi, flv, wmv), by the
 * extension of the stored file (`video.<extension>`) and the Content-Type it is served with. The local host does
 * not transcode: a browser plays mp4 (H.264), webm and ogg, usually QuickTime; avi, flv and wmv are kept and
 * served as they came, for a player that can.
 */
export const LOCAL_VIDEO_TYPES = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  ogv: 'video/ogg',
  avi: 'video/x-msvideo',
  flv: 'video/x-flv',
  wmv: 'video/x-ms-wmv',
} as const;

export type LocalVideoExtension = keyof typeof LOCAL_VIDEO_TYPES;

export const LOCAL_VIDEO_EXTENSIONS = Object.keys(LOCAL_VIDEO_TYPES) as LocalVideoExtension[];

/** How many bytes of a file's head `sniffVideoType` looks at. */
export const SNIFF_BYTES = 64;

const ASF_HEADER = Buffer.from('3026b2758e66cf11a6d900aa0062ce6c', 'hex');
const EBML_MAGIC = Buffer.from('1a45dfa3', 'hex');
/** The EBML header's DocType value of WebM (Matroska's other DocType, "matroska", is not a format of §5). */
const WEBM_DOCTYPE = Buffer.from('webm', 'latin1');
/** Boxes that open an old QuickTime file that has no `ftyp`. */
const QUICKTIME_FIRST_BOXES = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/**
 * The format of a video from its first bytes (the file's signature), or undefined when it is none of
 * LOCAL_VIDEO_TYPES. The browser's claim (a file name, a MIME type) is never trusted: the stored file is named
 * and served after what it is.
 */
export function sniffVideoType(head: Buffer): LocalVideoExtension | undefined {
  if (head.length < 12) return undefined;
  if (head.subarray(0, 4).equals(EBML_MAGIC)) return head.includes(WEBM_DOCTYPE) ? 'webm' : undefined;
  const box = head.toString('latin1', 4, 8);
  if (box === 'ftyp') return head.toString('latin1', 8, 12) === 'qt  ' ? 'mov' : 'mp4';
  if (QUICKTIME_FIRST_BOXES.has(box)) return 'mov';
  if (head.toString('latin1', 0, 4) === 'OggS') return 'ogv';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ') return 'avi';
  if (head.toString('latin1', 0, 3) === 'FLV' && head[3] === 0x01) return 'flv';
  if (head.length >= ASF_HEADER.length && head.subarray(0, ASF_HEADER.length).equals(ASF_HEADER))
    return 'wmv';
  return undefined;
}

/** The format of a file on disk (reads only its first SNIFF_BYTES). */
export async function sniffVideoFile(filePath: string): Promise<LocalVideoExtension | undefined> {
  const handle = await fs.open(filePath, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    return sniffVideoType(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
