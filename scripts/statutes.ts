/**
 * Typesets the association's statute (Italian, binding) and its English translation as A4 PDFs in
 * public/docs/, where the footer's legal menu links to them. Run with `npm run statutes`.
 *
 * The output is byte-for-byte reproducible: the dates in the metadata are fixed and only the
 * standard PDF fonts are used, so re-running the script on unchanged text rewrites identical files.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import { statuteEn } from "./statutes/statute-en.ts";
import { statutoIt } from "./statutes/statuto-it.ts";
import type { Clause, StatuteText } from "./statutes/types.ts";

/**
 * Date of the current wording. It goes into the PDF metadata instead of "now" so that the files
 * only change when the text does; bump it whenever a statute text is edited.
 */
export const TEXT_DATE = new Date("2026-11-22T00:00:00Z");

export const OUTPUT_DIR = fileURLToPath(new URL("../public/docs/", import.meta.url));

const AUTHOR = "Associazione Agorà APS";

const MARGINS = { top: 80, bottom: 80, left: 76, right: 76 };

const COLOURS = {
  ink: "#1d1b19",
  muted: "#5f5a55",
  accent: "#8a2f1c",
  rule: "#cbbcaf",
};

const FONTS = {
  body: "Times-Roman",
  bodyItalic: "Times-Italic",
  title: "Times-Bold",
  heading: "Helvetica-Bold",
  small: "Helvetica",
};

const BODY_SIZE = 10.5;
const BODY_LINE_GAP = 2.6;
/** Where the paragraph text starts, after its "1." label; and after a list item's "a)". */
const CLAUSE_INDENT = 20;
const ITEM_INDENT = 20;

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/** Plain ASCII quotes in the sources keep them easy to edit; print the typographic apostrophe. */
function typographic(text: string): string {
  return text.replace(/'/g, "’");
}

function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Starts a new page unless `height` points still fit, so headings and labels are never orphaned. */
function keepTogether(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}

function bodyLineHeight(doc: Doc): number {
  doc.font(FONTS.body).fontSize(BODY_SIZE);
  return doc.currentLineHeight(true) + BODY_LINE_GAP;
}

function rule(doc: Doc, gapBefore: number, gapAfter: number): void {
  const left = doc.page.margins.left;
  const y = doc.y + gapBefore;
  doc
    .save()
    .moveTo(left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y);
  doc.lineWidth(0.6).strokeColor(COLOURS.rule).stroke().restore();
  doc.y = y + gapAfter;
}

function drawTitleBlock(doc: Doc, root: Struct, text: StatuteText): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);

  root.add(
    doc.struct("P", {}, () => {
      doc.font(FONTS.small).fontSize(8).fillColor(COLOURS.accent);
      doc.text(typographic(text.kicker).toUpperCase(), left, doc.y, { width, characterSpacing: 0.3 });
    }),
  );
  doc.moveDown(0.9);
  root.add(
    doc.struct("H1", {}, () => {
      doc.font(FONTS.title).fontSize(23).fillColor(COLOURS.ink);
      doc.text(typographic(text.title), left, doc.y, { width, lineGap: 2 });
    }),
  );
  if (text.subtitle) {
    const subtitle = text.subtitle;
    doc.moveDown(0.2);
    root.add(
      doc.struct("P", {}, () => {
        doc.font(FONTS.bodyItalic).fontSize(13).fillColor(COLOURS.muted);
        doc.text(typographic(subtitle), left, doc.y, { width });
      }),
    );
  }
  rule(doc, 12, 10);
  for (const line of text.details) {
    root.add(
      doc.struct("P", {}, () => {
        doc.font(FONTS.small).fontSize(8.5).fillColor(COLOURS.muted);
        doc.text(typographic(line), left, doc.y, { width, lineGap: 1.5 });
      }),
    );
    doc.moveDown(0.25);
  }
  rule(doc, 6, 14);
  if (text.note) {
    const note = text.note;
    root.add(
      doc.struct("P", {}, () => {
        doc.font(FONTS.bodyItalic).fontSize(BODY_SIZE).fillColor(COLOURS.muted);
        doc.text(typographic(note), left, doc.y, { width, align: "justify", lineGap: BODY_LINE_GAP });
      }),
    );
    doc.moveDown(0.8);
  }
}

/**
 * Moves a paragraph to the next page when splitting it would strand its label with a single line
 * at the page foot, or leave a single line at the head of the next page.
 */
function avoidWidowsAndOrphans(doc: Doc, body: string, width: number): void {
  doc.font(FONTS.body).fontSize(BODY_SIZE);
  const height = doc.heightOfString(body, { width, align: "justify", lineGap: BODY_LINE_GAP });
  const available = doc.page.maxY() - doc.y;
  if (height <= available) return;
  const line = bodyLineHeight(doc);
  const lines = Math.round(height / line);
  const fitting = Math.floor(available / line);
  if (fitting < 2 || lines - fitting < 2) doc.addPage();
}

/** A label ("1." or "a)") hanging in the margin of its indented, justified paragraph. */
function drawLabelled(
  doc: Doc,
  parent: Struct,
  label: string,
  labelX: number,
  textX: number,
  body: string,
): Struct {
  const width = doc.page.width - doc.page.margins.right - textX;
  const text = typographic(body);
  avoidWidowsAndOrphans(doc, text, width);
  const item = doc.struct("LI");
  parent.add(item);
  const y = doc.y;
  item.add(
    doc.struct("Lbl", {}, () => {
      doc.font(FONTS.body).fontSize(BODY_SIZE).fillColor(COLOURS.ink);
      doc.text(label, labelX, y, { lineBreak: false });
    }),
  );
  const lbody = doc.struct("LBody");
  item.add(lbody);
  lbody.add(
    doc.struct("P", {}, () => {
      doc.font(FONTS.body).fontSize(BODY_SIZE).fillColor(COLOURS.ink);
      doc.text(text, textX, y, {
        width,
        align: "justify",
        lineGap: BODY_LINE_GAP,
      });
    }),
  );
  return lbody;
}

function drawClause(doc: Doc, list: Struct, clause: Clause, label: string): void {
  const left = doc.page.margins.left;
  const lbody = drawLabelled(doc, list, label, left, left + CLAUSE_INDENT, clause.text);
  if (clause.items && clause.items.length > 0) {
    const items = doc.struct("L");
    lbody.add(items);
    clause.items.forEach((item, index) => {
      doc.moveDown(0.2);
      const letter = `${String.fromCharCode(97 + index)})`;
      drawLabelled(doc, items, letter, left + CLAUSE_INDENT, left + CLAUSE_INDENT + ITEM_INDENT, item).end();
    });
    items.end();
  }
  lbody.end();
  doc.moveDown(0.45);
}

function drawArticles(doc: Doc, root: Struct, text: StatuteText): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  text.articles.forEach((article, index) => {
    const heading = `${text.articleLabel} ${index + 1} — ${typographic(article.title)}`;
    doc.moveDown(0.7);
    // Heading plus the first three lines of its text, or the heading would sit alone at a page foot.
    keepTogether(doc, 20 + bodyLineHeight(doc) * 3);
    doc.outline.addItem(heading);

    const section = doc.struct("Sect");
    root.add(section);
    section.add(
      doc.struct("H2", {}, () => {
        doc.font(FONTS.heading).fontSize(11).fillColor(COLOURS.accent);
        doc.text(heading, left, doc.y, { width });
      }),
    );
    doc.moveDown(0.35);

    const list = doc.struct("L");
    section.add(list);
    const numbered = article.clauses.length > 1;
    article.clauses.forEach((clause, clauseIndex) => {
      drawClause(doc, list, clause, numbered ? `${clauseIndex + 1}.` : "");
    });
    list.end();
    section.end();
  });
}

/** Running header (from page 2) and "page n of N" footer, marked as artifacts for screen readers. */
function drawPageFurniture(doc: Doc, text: StatuteText): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const { left, right } = doc.page.margins;
    const width = doc.page.width - left - right;
    // Writing inside the bottom margin would otherwise make pdfkit open a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;

    if (index > start) {
      doc.markContent("Artifact", { type: "Pagination" });
      doc.font(FONTS.small).fontSize(8).fillColor(COLOURS.muted);
      doc.text(typographic(text.runningHeader), left, 44, { width, lineBreak: false });
      doc
        .save()
        .moveTo(left, 58)
        .lineTo(left + width, 58)
        .lineWidth(0.5)
        .strokeColor(COLOURS.rule)
        .stroke();
      doc.restore();
      doc.endMarkedContent();
    }

    doc.markContent("Artifact", { type: "Pagination" });
    const footerY = doc.page.height - 50;
    doc
      .save()
      .moveTo(left, footerY - 8)
      .lineTo(left + width, footerY - 8);
    doc.lineWidth(0.5).strokeColor(COLOURS.rule).stroke().restore();
    doc.font(FONTS.small).fontSize(8).fillColor(COLOURS.muted);
    doc.text(AUTHOR, left, footerY, { width, lineBreak: false });
    doc.text(text.pageLabel(index - start + 1, count), left, footerY, {
      width,
      align: "right",
      lineBreak: false,
    });
    doc.endMarkedContent();

    doc.page.margins.bottom = bottomMargin;
  }
}

/** Renders one statute and resolves with the PDF bytes and its page count. */
export function renderStatute(text: StatuteText): Promise<{ bytes: Buffer; pages: number }> {
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGINS,
    bufferPages: true,
    tagged: true,
    lang: text.lang,
    displayTitle: true,
    pdfVersion: "1.7",
    info: {
      Title: typographic(text.metaTitle),
      Author: AUTHOR,
      Subject: typographic(text.subject),
      Keywords: text.keywords,
      Creator: "Agorà scripts/statutes.ts",
      CreationDate: TEXT_DATE,
      ModDate: TEXT_DATE,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  const root = doc.struct("Document");
  doc.addStructure(root);
  drawTitleBlock(doc, root, text);
  drawArticles(doc, root, text);
  root.end();
  drawPageFurniture(doc, text);
  const pages = doc.bufferedPageRange().count;
  doc.end();
  return done.then(() => ({ bytes: Buffer.concat(chunks), pages }));
}

/**
 * The translation must track the binding text: a paragraph added to one language and forgotten in
 * the other would silently renumber every cross-reference, so refuse to print mismatched versions.
 */
export function assertParallel(original: StatuteText, translation: StatuteText): void {
  const problems: string[] = [];
  if (original.articles.length !== translation.articles.length) {
    problems.push(`${original.articles.length} articles vs ${translation.articles.length}`);
  }
  original.articles.forEach((article, index) => {
    const other = translation.articles[index];
    if (!other) return;
    const label = `article ${index + 1}`;
    if (article.clauses.length !== other.clauses.length) {
      problems.push(`${label}: ${article.clauses.length} paragraphs vs ${other.clauses.length}`);
      return;
    }
    article.clauses.forEach((clause, clauseIndex) => {
      const a = clause.items?.length ?? 0;
      const b = other.clauses[clauseIndex]?.items?.length ?? 0;
      if (a !== b) problems.push(`${label}, paragraph ${clauseIndex + 1}: ${a} list items vs ${b}`);
    });
  });
  if (problems.length > 0) {
    throw new Error(
      `The ${translation.lang} statute does not match the ${original.lang} one:\n  ${problems.join("\n  ")}`,
    );
  }
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  // The dev server may be serving the file while we rewrite it: never expose a half-written PDF.
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

async function main(): Promise<void> {
  assertParallel(statutoIt, statuteEn);
  await mkdir(OUTPUT_DIR, { recursive: true });
  const started = performance.now();
  for (const text of [statutoIt, statuteEn]) {
    const { bytes, pages } = await renderStatute(text);
    const file = path.join(OUTPUT_DIR, text.fileName);
    await writeAtomically(file, bytes);
    const where = path.relative(process.cwd(), file);
    console.log(`wrote ${where} (${pages} pages, ${(bytes.length / 1024).toFixed(1)} KiB)`);
  }
  const elapsed = performance.now() - started;
  if (elapsed > 3000) console.warn(`statutes took ${Math.round(elapsed)} ms, more than the 3 s budget`);
}

// Only when run as a script: importing this module (say, from a test) must not write files.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
