// A PNG from an SVG document: the browser rasterizes the SVG as an image and a canvas encodes it.
// Drawn at 2x by default so the picture stays sharp on slides and in papers.
import { i18n } from '../i18n/i18n';
import { SaidError } from '../i18n/said';
import { svgSize } from './svg';

export async function svgToPng(svgDoc: string, opts: { scale?: number; background?: string } = {}): Promise<Blob> {
  const { width, height } = svgSize(svgDoc);
  const scale = opts.scale ?? 2;
  const url = URL.createObjectURL(new Blob([svgDoc], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new SaidError((lang) => i18n.getFixedT(lang)('exportMenu.noCanvas'));
    // PNG keeps transparency; a chart on a transparent background is unreadable on dark slides.
    ctx.fillStyle = opts.background ?? '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png');
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}
