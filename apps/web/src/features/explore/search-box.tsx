import { SEARCH_MIN_LENGTH } from "@questhq/core";
import { useEffect, useRef, useState } from "react";
import { TextField } from "@/components/ui/text-field";
import { effectiveSearch } from "./explore-query";
import { useDebouncedValue } from "./use-debounced-value";

const SEARCH_DEBOUNCE_MS = 300;

/** The search text, written to the URL after a pause once it has the 2-character minimum. */
function useSearchBox(search: string | undefined, onSearch: (value: string | undefined) => void) {
  const [input, setInput] = useState(search ?? "");
  const debounced = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  // The search value this hook last wrote to the URL; any other change came from outside
  // (clear filters, back button) and replaces the text in the box.
  const written = useRef(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: onSearch is new each render; only the typed text writes
  useEffect(() => {
    const next = effectiveSearch(debounced);
    if (next === written.current) return;
    written.current = next;
    onSearch(next);
  }, [debounced]);
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setInput(search ?? "");
  }, [search]);
  const isTooShort = input.trim().length > 0 && input.trim().length < SEARCH_MIN_LENGTH;
  return { input, setInput, hint: isTooShort ? `Enter at least ${SEARCH_MIN_LENGTH} characters` : undefined };
}

/** The search text box of a filter bar (explore, the news feed, the topic catalogue). */
export function SearchBox({
  search,
  onSearch,
  label,
  placeholder,
}: {
  search: string | undefined;
  onSearch: (value: string | undefined) => void;
  label: string;
  placeholder: string;
}) {
  const box = useSearchBox(search, onSearch);
  return (
    <TextField
      label={label}
      type="search"
      value={box.input}
      placeholder={placeholder}
      onChange={(e) => box.setInput(e.target.value)}
      maxLength={200}
      hint={box.hint}
      autoComplete="off"
    />
  );
}
