import sharp from 'sharp';

/**
 * The demo catalogue's pictures, drawn at seed time (no network, nothing committed): an SVG poster — a theatre
 * palette gradient, a spotlight, curtain folds at the sides, the title and a line under it — rendered by sharp
 * to a JPEG, which then goes through the upload pipeline like any staff upload.
 */
export interface PosterPalette {
  /** Gradient top-left and bottom-right. */
  from: string;
  to: string;
  /** Title and ornament colour. */
  ink: string;
}

export const PALETTES = {
  crimson: { from: '#5c0f1f', to: '#1d0610', ink: '#f4e4c1' },
  plum: { from: '#3d1450', to: '#120a24', ink: '#f1dcae' },
  ink: { from: '#13284a', to: '#060b17', ink: '#e9d8a6' },
  forest: { from: '#1f4231', to: '#08140e', ink: '#f3e6c4' },
  amber: { from: '#7a3b0c', to: '#2a1004', ink: '#fff1d6' },
  rose: { from: '#7d2c4a', to: '#2a0c19', ink: '#fde8ee' },
  slate: { from: '#333a48', to: '#0e1117', ink: '#e8e2d0' },
  teal: { from: '#0f4a4f', to: '#041618', ink: '#f0e6cc' },
} as const satisfies Record<string, PosterPalette>;

export type PaletteName = keyof typeof PALETTES;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Splits a title into at most two lines of about `perLine` characters, at spaces. */
function titleLines(title: string, perLine: number): string[] {
  if (title.length <= perLine) return [title];
  const words = title.split(' ');
  let first = '';
  while (words.length > 0 && (first + ' ' + words[0]).trim().length <= perLine) {
    first = `${first} ${words.shift()}`.trim();
  }
  return first ? [first, words.join(' ')] : [title];
}

function posterSvg(options: {
  width: number;
  height: number;
  title?: string;
  subtitle?: string;
  palette: PosterPalette;
}): string {
  const { width: w, height: h, palette } = options;
  const base = Math.min(w / 14, h / 5.5);
  const lines = options.title ? titleLines(options.title, Math.max(12, Math.round(w / (base * 0.62)))) : [];
  const titleSize = lines.length > 1 ? base * 0.82 : base;
  const lineGap = titleSize * 1.12;
  const titleTop = h * 0.5 - ((lines.length - 1) * lineGap) / 2 - (options.subtitle ? base * 0.25 : 0);
  const fold = (x: number, flip: boolean) => {
    const dir = flip ? -1 : 1;
    const drape = w * 0.07;
    return `<path d="M${x} 0 Q${x + dir * drape * 0.6} ${h * 0.45} ${x + dir * drape * 0.25} ${h} L${x} ${h} Z" fill="#000" opacity="0.28"/>`;
  };
  const text = lines
    .map(
      (line, index) =>
        `<text x="${w / 2}" y="${titleTop + index * lineGap}" font-size="${titleSize.toFixed(1)}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const ruleY = titleTop + (lines.length - 1) * lineGap + titleSize * 0.55;
  const subtitle = options.subtitle
    ? `<text x="${w / 2}" y="${ruleY + base * 0.85}" font-size="${(base * 0.38).toFixed(1)}" opacity="0.9">${escapeXml(options.subtitle)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
<radialGradient id="spot" cx="0.5" cy="0.42" r="0.55"><stop offset="0" stop-color="#fff6dc" stop-opacity="0.32"/><stop offset="1" stop-color="#fff6dc" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect width="${w}" height="${h}" fill="url(#spot)"/>
${fold(0, false)}${fold(w * 0.06, false)}${fold(w, true)}${fold(w * 0.94, true)}
<g fill="${palette.ink}" text-anchor="middle" font-family="DejaVu Serif, Georgia, 'Times New Roman', serif">${text}${subtitle}</g>
${lines.length > 0 ? `<line x1="${w * 0.4}" y1="${ruleY}" x2="${w * 0.6}" y2="${ruleY}" stroke="${palette.ink}" stroke-width="${Math.max(1.5, base / 28)}" opacity="0.75"/>` : ''}
</svg>`;
}

/** A poster of the given size as a JPEG, ready for storeImage. */
export async function renderPoster(options: {
  width: number;
  height: number;
  /** Without a title (slides, whose own title is laid over them) only the stage is drawn. */
  title?: string;
  subtitle?: string;
  palette: PaletteName;
}): Promise<Buffer> {
  const svg = posterSvg({ ...options, palette: PALETTES[options.palette] });
  // A plain high-quality JPEG: storeImage recompresses it anyway, so a slow encoder here would only cost time.
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}
