// CSV files the product writes: the winners export (server) and the analytics downloads (browser).
//
// Spreadsheet formula injection (CSV injection): a text cell that starts with =, +, -, @, a tab or a carriage return
// may run as a formula when the CSV is opened in Excel or Sheets. OWASP's advice: prefix such cells with a single
// quote so they are read as text. Leading whitespace does not protect a cell (spreadsheets trim it), so it is looked
// through. A number is written as it is: -3 is a number to a spreadsheet, not a formula.

const TRIGGERS = new Set(["=", "+", "-", "@", "\t", "\r", "\n", "|", "%"]);

export function csvSafeCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = value;
  const first = text.trimStart()[0];
  if (first !== undefined && TRIGGERS.has(first)) return `'${text}`;
  if (text.length > 0 && TRIGGERS.has(text[0]!)) return `'${text}`;
  return text;
}

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break, quotes doubled. */
function csvField(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** A whole CSV file (CRLF line ends, as RFC 4180 and spreadsheets expect), every cell made safe first. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map((cell) => csvField(csvSafeCell(cell))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
