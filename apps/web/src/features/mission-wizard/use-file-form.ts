import { useState } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { showSaveError } from "./form-resolver";

/**
 * What a wizard form with a file keeps beside react-hook-form (the mission's banner, the reward's asset): the file
 * chosen and its problem, and the form-wide message. A failed save sends the server's field messages to the fields
 * and the file (showSaveError); a file with a problem keeps the form from saving.
 */
export function useFileForm<T extends FieldValues>(options: {
  fields: readonly string[];
  fileFields: readonly string[];
  setError: UseFormSetError<T>;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  return {
    file,
    fileError,
    formError,
    setFormError,
    /** The FileField's onChange. */
    chooseFile(next: File | null, problem: string | null) {
      setFile(next);
      setFileError(problem);
    },
    onSaveError(error: unknown) {
      showSaveError(error, { ...options, setFileError, setFormError });
    },
    /** The handler for react-hook-form's handleSubmit: clears the last message, then saves unless the file is wrong. */
    submitWith(save: (values: T) => void) {
      return (values: T) => {
        setFormError(null);
        if (fileError) return;
        save(values);
      };
    },
  };
}
