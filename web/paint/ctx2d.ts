// The part of a 2D canvas context the painters use, and a recorder that captures those calls as a
// compact display list (numbers plus a string table) so another thread can replay them on its own
// OffscreenCanvas. The painters (paintPackets, paintBus) only see Ctx2D, so the same code draws
// straight onto a canvas (tests, fallback) or into a recording (the paint worker path).

export interface Ctx2D {
  readonly canvas: { width: number; height: number };
  lineCap: CanvasLineCap;
  lineWidth: number;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  fillStyle: string | CanvasGradient | CanvasPattern;
  globalAlpha: number;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  save(): void;
  restore(): void;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  clearRect(x: number, y: number, w: number, h: number): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  stroke(): void;
  fillText(text: string, x: number, y: number): void;
}

// Opcodes of the display list; each is followed by its numeric arguments (strings by table index).
const SAVE = 1,
  RESTORE = 2,
  TRANSFORM = 3,
  CLEAR = 4,
  FILL_RECT = 5,
  BEGIN = 6,
  MOVE = 7,
  LINE = 8,
  STROKE = 9,
  TEXT = 10,
  LINE_CAP = 11,
  LINE_WIDTH = 12,
  STROKE_STYLE = 13,
  FILL_STYLE = 14,
  ALPHA = 15,
  FONT = 16,
  ALIGN = 17,
  BASELINE = 18;

/** One frame of drawing, ready to post (ops' buffer is transferable). */
export interface DisplayList {
  ops: Float64Array;
  strings: string[];
}

export class Recorder implements Ctx2D {
  readonly canvas: { width: number; height: number };
  private buf = new Float64Array(4096);
  private n = 0;
  private strings: string[] = [];
  private stringIds = new Map<string, number>();
  private style = {
    lineCap: 'butt' as CanvasLineCap,
    lineWidth: 1,
    strokeStyle: '#000',
    fillStyle: '#000',
    globalAlpha: 1,
    font: '10px sans-serif',
    textAlign: 'start' as CanvasTextAlign,
    textBaseline: 'alphabetic' as CanvasTextBaseline,
  };

  constructor(width: number, height: number) {
    this.canvas = { width, height };
  }

  /** Hands over the recorded frame; the recorder starts empty again. */
  take(): DisplayList {
    const out = { ops: this.buf.slice(0, this.n), strings: this.strings };
    this.n = 0;
    this.strings = [];
    this.stringIds.clear();
    return out;
  }

  get lineCap() {
    return this.style.lineCap;
  }
  set lineCap(v) {
    this.style.lineCap = v;
    this.op(LINE_CAP, this.str(v));
  }
  get lineWidth() {
    return this.style.lineWidth;
  }
  set lineWidth(v) {
    this.style.lineWidth = v;
    this.op(LINE_WIDTH, v);
  }
  get strokeStyle(): string {
    return this.style.strokeStyle;
  }
  set strokeStyle(v: string | CanvasGradient | CanvasPattern) {
    this.style.strokeStyle = String(v);
    this.op(STROKE_STYLE, this.str(String(v)));
  }
  get fillStyle(): string {
    return this.style.fillStyle;
  }
  set fillStyle(v: string | CanvasGradient | CanvasPattern) {
    this.style.fillStyle = String(v);
    this.op(FILL_STYLE, this.str(String(v)));
  }
  get globalAlpha() {
    return this.style.globalAlpha;
  }
  set globalAlpha(v) {
    this.style.globalAlpha = v;
    this.op(ALPHA, v);
  }
  get font() {
    return this.style.font;
  }
  set font(v) {
    this.style.font = v;
    this.op(FONT, this.str(v));
  }
  get textAlign() {
    return this.style.textAlign;
  }
  set textAlign(v) {
    this.style.textAlign = v;
    this.op(ALIGN, this.str(v));
  }
  get textBaseline() {
    return this.style.textBaseline;
  }
  set textBaseline(v) {
    this.style.textBaseline = v;
    this.op(BASELINE, this.str(v));
  }

  save(): void {
    this.op(SAVE);
  }
  restore(): void {
    this.op(RESTORE);
  }
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void {
    this.op(TRANSFORM, a, b, c, d, e, f);
  }
  clearRect(x: number, y: number, w: number, h: number): void {
    this.op(CLEAR, x, y, w, h);
  }
  fillRect(x: number, y: number, w: number, h: number): void {
    this.op(FILL_RECT, x, y, w, h);
  }
  beginPath(): void {
    this.op(BEGIN);
  }
  moveTo(x: number, y: number): void {
    this.op(MOVE, x, y);
  }
  lineTo(x: number, y: number): void {
    this.op(LINE, x, y);
  }
  stroke(): void {
    this.op(STROKE);
  }
  fillText(text: string, x: number, y: number): void {
    this.op(TEXT, this.str(text), x, y);
  }

  private str(s: string): number {
    let id = this.stringIds.get(s);
    if (id === undefined) {
      id = this.strings.length;
      this.strings.push(s);
      this.stringIds.set(s, id);
    }
    return id;
  }

  private op(code: number, ...args: number[]): void {
    if (this.n + args.length + 1 > this.buf.length) {
      const bigger = new Float64Array(this.buf.length * 2);
      bigger.set(this.buf.subarray(0, this.n));
      this.buf = bigger;
    }
    this.buf[this.n++] = code;
    for (const a of args) this.buf[this.n++] = a;
  }
}

/** Draws a recorded frame onto a real context. An unknown opcode ends the frame (never throws). */
export function replay(ctx: Ctx2D, list: DisplayList): void {
  const o = list.ops;
  const s = list.strings;
  let i = 0;
  while (i < o.length) {
    switch (o[i++]) {
      case SAVE:
        ctx.save();
        break;
      case RESTORE:
        ctx.restore();
        break;
      case TRANSFORM:
        ctx.setTransform(o[i], o[i + 1], o[i + 2], o[i + 3], o[i + 4], o[i + 5]);
        i += 6;
        break;
      case CLEAR:
        ctx.clearRect(o[i], o[i + 1], o[i + 2], o[i + 3]);
        i += 4;
        break;
      case FILL_RECT:
        ctx.fillRect(o[i], o[i + 1], o[i + 2], o[i + 3]);
        i += 4;
        break;
      case BEGIN:
        ctx.beginPath();
        break;
      case MOVE:
        ctx.moveTo(o[i], o[i + 1]);
        i += 2;
        break;
      case LINE:
        ctx.lineTo(o[i], o[i + 1]);
        i += 2;
        break;
      case STROKE:
        ctx.stroke();
        break;
      case TEXT:
        ctx.fillText(s[o[i]] ?? '', o[i + 1], o[i + 2]);
        i += 3;
        break;
      case LINE_CAP:
        ctx.lineCap = s[o[i++]] as CanvasLineCap;
        break;
      case LINE_WIDTH:
        ctx.lineWidth = o[i++];
        break;
      case STROKE_STYLE:
        ctx.strokeStyle = s[o[i++]] ?? '#000';
        break;
      case FILL_STYLE:
        ctx.fillStyle = s[o[i++]] ?? '#000';
        break;
      case ALPHA:
        ctx.globalAlpha = o[i++];
        break;
      case FONT:
        ctx.font = s[o[i++]] ?? ctx.font;
        break;
      case ALIGN:
        ctx.textAlign = s[o[i++]] as CanvasTextAlign;
        break;
      case BASELINE:
        ctx.textBaseline = s[o[i++]] as CanvasTextBaseline;
        break;
      default:
        return;
    }
  }
}
