// Spreadsheet formula injection (CSV injection): a cell that starts with =, +, -, @, a tab or a
// carriage return may run as a formula when the CSV is opened in Excel or Sheets. OWASP's advice:
// prefix such cells with a single quote so they are read as text. Leading whitespace does not
// protect a cell (spreadsheets trim it), so it is looked through.

const TRIGGERS = new Set(["=", "+", "-", "@", "\t", "\r", "\n", "|", "%"]);

export function csvSafeCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  const first = text.trimStart()[0];
  if (first !== undefined && TRIGGERS.has(first)) return `'${text}`;
  if (text.length > 0 && TRIGGERS.has(text[0]!)) return `'${text}`;
  return text;
}
