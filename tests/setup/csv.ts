/**
 * Reads a CSV as a spreadsheet program does (RFC 4180): a leading BOM is dropped, a cell that starts
 * with a quote runs to its closing quote ("" is one quote inside it), anything else runs to the next
 * separator or line end. `separator` is the one the program assumes: `;` in Italian Excel, `,` in
 * many others, so a test can read a file both ways.
 */
export function readCsv(text: string, separator = ";"): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  let atCellStart = true;
  const source = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
      continue;
    }
    if (char === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
    } else if (char === separator) {
      record.push(cell);
      cell = "";
      atCellStart = true;
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      atCellStart = true;
    } else {
      cell += char;
      atCellStart = false;
    }
  }
  if (!atCellStart || cell !== "" || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records;
}

/** Each record's cells joined by `;`: the line as it reads with no quoting, for short assertions. */
export function csvRows(text: string): string[] {
  return readCsv(text).map((cells) => cells.join(";"));
}
