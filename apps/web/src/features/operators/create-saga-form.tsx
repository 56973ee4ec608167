import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ApiError, errorMessage } from "@/lib/api";
import { notify } from "@/lib/toast";
import { createSaga, operatorKeys } from "./operator-api";

/** A new Saga: name, slug, number, first day, number of weeks and the $HQ pool. The server checks every field. */
export function CreateSagaForm({ onCreated }: { onCreated(id: string): void }) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: createSaga,
    onSuccess: (saga) => {
      notify.success(`${saga.name} created.`);
      void queryClient.invalidateQueries({ queryKey: operatorKeys.list });
      onCreated(saga.id);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? ""])));
      if (Object.keys(fields).length === 0) notify.error(errorMessage(error));
    },
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
    setErrors({});
    create.mutate({ ...data, starts_at: data.starts_at ? new Date(`${data.starts_at}T00:00:00Z`).toISOString() : "" });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Create a Saga" className="grid gap-4">
      <TextField label="Name" name="name" required placeholder="Saga Two" error={errors.name} />
      <TextField
        label="Slug"
        name="slug"
        required
        placeholder="saga-two"
        error={errors.slug}
        hint="Lowercase letters, digits and hyphens; it names the Saga's page."
      />
      <TextField label="Number" name="number" type="number" min={0} defaultValue={2} error={errors.number} />
      <TextField label="First day (UTC)" name="starts_at" type="date" required error={errors.starts_at} />
      <TextField label="Weeks" name="weeks" type="number" min={1} max={52} defaultValue={12} error={errors.weeks} />
      <TextField
        label="$HQ pool"
        name="hq_pool"
        type="number"
        min={0}
        defaultValue={1000000}
        error={errors.hq_pool}
        hint="Whole $HQ split at the end by boosted credits."
      />
      <div>
        <Button type="submit" isLoading={create.isPending}>
          Create Saga
        </Button>
      </div>
    </form>
  );
}
