import ExcelJS from "exceljs";
import Papa from "papaparse";

/** One data row of a file: its line (the header is line 1, as a spreadsheet numbers it) and its cells. */
export interface ImportRow {
  n: number;
  c: string[];
}

export interface ImportSheet {
  columns: string[];
  rows: ImportRow[];
}

/** More rows than this are refused: an import is one transaction. */
export const MAX_IMPORT_ROWS = 100_000;

export class ImportFileError extends Error {}

const blank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === "");

/** The header names (blank ones become 'Column N') and the non-blank rows after it. */
function sheetOf(lines: string[][]): ImportSheet {
  const headerIndex = lines.findIndex((line) => !blank(line));
  if (headerIndex < 0) throw new ImportFileError("The file holds no rows");
  const header = lines[headerIndex] as string[];
  const columns = header.map((name, i) => name.trim() || `Column ${i + 1}`);
  const rows: ImportRow[] = [];
  for (let i = headerIndex + 1; i < lines.length; i += 1) {
    const cells = lines[i] as string[];
    if (blank(cells)) continue;
    rows.push({ n: i + 1, c: columns.map((_, j) => (cells[j] ?? "").trim()) });
  }
  if (rows.length > MAX_IMPORT_ROWS) throw new ImportFileError("The file holds too many rows");
  return { columns, rows };
}

function readCsv(bytes: Buffer): ImportSheet {
  // A byte order mark would stick to the first column's name.
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const lines = parsed.data.filter((line): line is string[] => Array.isArray(line));
  return sheetOf(lines);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A spreadsheet cell as text: dates as YYYY-MM-DD (with time when it has one), formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time = value.getUTCHours() * 60 + value.getUTCMinutes() + value.getUTCSeconds();
    return time === 0 ? day : `${day}T${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:00Z`;
  }
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("result" in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    if ("text" in value) return String(value.text);
    if ("error" in value) return "";
    return "";
  }
  return String(value);
}

async function readXlsx(bytes: Buffer): Promise<ImportSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new ImportFileError("The file cannot be read");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ImportFileError("The file holds no rows");
  const lines: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    lines[rowNumber - 1] = Array.from(cells, (cell) => cell ?? "");
  });
  return sheetOf(Array.from(lines, (line) => line ?? []));
}

/** Whether the file is a workbook (by its name, else its type, else the zip signature). */
function isWorkbook(filename: string, mime: string, bytes: Buffer): boolean {
  if (/\.xlsx$/i.test(filename)) return true;
  if (/\.(csv|txt)$/i.test(filename)) return false;
  if (mime.includes("spreadsheetml")) return true;
  return bytes.subarray(0, 2).toString("latin1") === "PK";
}

/** Reads a CSV (any of the usual separators, UTF-8) or the first sheet of an XLSX workbook. */
export async function readImportFile(filename: string, mime: string, bytes: Buffer): Promise<ImportSheet> {
  return isWorkbook(filename, mime, bytes) ? readXlsx(bytes) : readCsv(bytes);
}
