import { zodResolver } from "@hookform/resolvers/zod";
import { createOrganizationSchema, slugify, type Organization } from "@questhq/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/text-field";
import { ApiError, apiData, errorMessage } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { clearCreateMissionState } from "@/features/mission-shared";
import { notify } from "@/lib/toast";
import { OrgLogo } from "./org-logo";
import { orgKeys } from "./queries";
import { ErrorMessage } from "@/components/ui/error-message";

type FormInput = z.input<typeof createOrganizationSchema>;
type FormOutput = z.output<typeof createOrganizationSchema>;

const knownFields = [
  "name",
  "slug",
  "logo",
  "description",
  "links.website",
  "links.twitter",
  "links.discord",
  "links.telegram",
] as const;

const linkFields = [
  { key: "website", name: "links.website", label: "Website", placeholder: "https://example.com" },
  { key: "twitter", name: "links.twitter", label: "Twitter/X", placeholder: "https://x.com/yourorg" },
  { key: "discord", name: "links.discord", label: "Discord", placeholder: "https://discord.gg/…" },
  { key: "telegram", name: "links.telegram", label: "Telegram", placeholder: "https://t.me/…" },
] as const;

export function CreateOrganizationForm({ thenCreateMission = false }: { thenCreateMission?: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The slug follows the name until the user types one of their own.
  const [isSlugEdited, setIsSlugEdited] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue, setError, watch } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createOrganizationSchema),
    mode: "onChange",
    defaultValues: {
      name: "",
      slug: "",
      logo: "",
      description: "",
      links: { website: "", twitter: "", discord: "", telegram: "" },
    },
  });
  const { errors } = formState;
  const logo = watch("logo");

  const create = useMutation({
    mutationFn: (values: FormOutput) =>
      apiData<Organization>("/api/v1/organizations", {
        method: "POST",
        body: { ...values, logo: values.logo || null, description: values.description || null },
      }),
    onSuccess: async (org) => {
      queryClient.setQueryData(orgKeys.bySlug(org.slug), org);
      void queryClient.invalidateQueries({ queryKey: orgKeys.mine });
      notify.success("Organization created.");
      if (thenCreateMission) {
        // The wizard lists the organizations the person belongs to: the new one must be among them when it opens.
        await queryClient.invalidateQueries({ queryKey: orgKeys.mine });
        clearCreateMissionState();
        await navigate({ to: "/create-mission" });
        return;
      }
      await navigate({ to: "/organizations/$slug", params: { slug: org.slug } });
    },
    onError: (error) => {
      if (applyFieldErrors(error, setError, knownFields)) return;
      // A taken slug belongs on the slug field even if the server sent no field list.
      if (error instanceof ApiError && error.status === 409)
        return setError("slug", { type: "server", message: error.message });
      setFormError(errorMessage(error));
    },
  });

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={handleSubmit((values) => {
        setFormError(null);
        create.mutate(values);
      })}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Organization name"
          autoComplete="organization"
          error={errors.name?.message}
          {...register("name", {
            onChange: (e: { target: { value: string } }) => {
              if (!isSlugEdited) setValue("slug", slugify(e.target.value), { shouldValidate: true, shouldDirty: true });
            },
          })}
        />
        <TextField
          label="Slug"
          hint="Your page will live at /organizations/your-slug."
          autoCapitalize="none"
          spellCheck={false}
          error={errors.slug?.message}
          {...register("slug", {
            onChange: (e: { target: { value: string } }) => setIsSlugEdited(e.target.value !== ""),
          })}
        />
      </div>
      <div className="flex items-start gap-4">
        <OrgLogo src={logo && !errors.logo ? logo : null} name="Logo preview" className="mt-7 size-14" />
        <div className="flex-1">
          <TextField
            label="Logo URL"
            type="url"
            inputMode="url"
            placeholder="https://…/logo.png"
            error={errors.logo?.message}
            {...register("logo")}
          />
        </div>
      </div>
      <TextAreaField
        label="Description"
        rows={4}
        hint="Up to 1000 characters."
        error={errors.description?.message}
        {...register("description")}
      />
      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-semibold text-ink">Links</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {linkFields.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              type="url"
              inputMode="url"
              placeholder={field.placeholder}
              error={errors.links?.[field.key]?.message}
              {...register(field.name)}
            />
          ))}
        </div>
      </fieldset>
      {formError ? <ErrorMessage>{formError}</ErrorMessage> : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" isLoading={create.isPending}>
          Create organization
        </Button>
      </div>
    </form>
  );
}
