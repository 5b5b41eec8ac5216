// The A4 page a document is drawn on, with a cursor that moves down as text is placed and a new page
// when the next block would not fit above the footer. pdfkit's own page breaking is kept out of the
// way (no bottom margin): the layout decides where a page ends, so a table row is never split.

export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where the body stops: below it only the footer is drawn. */
const BODY_BOTTOM = PAGE.height - PAGE.margin - 24;

export type FontName = 'regular' | 'bold';

export interface TextStyle {
  font?: FontName;
  size?: number;
  color?: string;
  align?: 'left' | 'right';
}

/** A cell of a row: its text in a column of the table (`x` from the left margin). */
export interface Cell extends TextStyle {
  text: string;
  x: number;
  width: number;
  /** A smaller, muted second text under the first (a line's dates). */
  detail?: string | null;
}


export const INK = '#1a1a1a';
export const MUTED = '#5c5c5c';
export const RULE = '#c8c8c8';
const DETAIL: TextStyle = { size: 8.5, color: MUTED };

export class Sheet {
  y: number = PAGE.margin;

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private style({ font = 'regular', size = 10, color = INK }: TextStyle): void {
    this.doc.font(font).fontSize(size).fillColor(color);
  }

  heightOf(text: string, width: number, style: TextStyle = {}): number {
    if (text === '') return 0;
    this.style(style);
    return this.doc.heightOfString(text, { width, lineGap: 1 });
  }

  /** A block of text at the cursor (or beside it, at `x`), without moving the cursor. */
  place(text: string, x: number, width: number, style: TextStyle = {}, y = this.y): number {
    if (text === '') return 0;
    this.style(style);
    this.doc.text(text, PAGE.margin + x, y, { width, align: style.align ?? 'left', lineGap: 1 });
    return this.heightOf(text, width, style);
  }

  /** A block of text across the page at the cursor; the cursor moves below it. */
  write(text: string, style: TextStyle = {}, gap = 2): void {
    if (text === '') return;
    this.fit(this.heightOf(text, CONTENT_WIDTH, style));
    this.y += this.place(text, 0, CONTENT_WIDTH, style) + gap;
  }

  /** One table row: every cell at the same height; the cursor moves below the tallest. */
  row(cells: readonly Cell[], gap = 4, onNewPage?: () => void): void {
    const heightOf = (cell: Cell) => this.heightOf(cell.text, cell.width, cell) + (cell.detail ? this.heightOf(cell.detail, cell.width, DETAIL) : 0);
    const height = Math.max(0, ...cells.map(heightOf));
    if (this.fit(height)) onNewPage?.();
    for (const cell of cells) {
      const top = this.place(cell.text, cell.x, cell.width, cell);
      if (cell.detail) this.place(cell.detail, cell.x, cell.width, DETAIL, this.y + top);
    }
    this.y += height + gap;
  }

  rule(gap = 6, x = 0, width = CONTENT_WIDTH): void {
    this.doc
      .moveTo(PAGE.margin + x, this.y)
      .lineTo(PAGE.margin + x + width, this.y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    this.y += gap;
  }

  space(points: number): void {
    this.y += points;
  }

  /** Starts a new page when `height` does not fit under the cursor; true when it did. */
  fit(height: number): boolean {
    if (this.y + height <= BODY_BOTTOM || this.y === PAGE.margin) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    return true;
  }

  /** The same line at the foot of every page, with its page number (the pages are buffered until then). */
  footer(text: (page: number, pages: number) => string): void {
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      this.doc.switchToPage(index);
      this.place(text(index - start + 1, count), 0, CONTENT_WIDTH, { size: 8, color: MUTED }, PAGE.height - PAGE.margin);
    }
  }
}
