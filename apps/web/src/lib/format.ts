const amount = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

export function formatAmount(value: number): string {
  return amount.format(value);
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}
