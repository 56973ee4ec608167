import { zodResolver } from "@hookform/resolvers/zod";
import { updateProfileSchema, type Me } from "@questhq/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/text-field";
import { meQueryOptions } from "@/features/users/index";
import { apiData } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { notify } from "@/lib/toast";

// The form edits strings; an empty image or bio means "none" (null) on the server.
// Field rules and messages come from core's updateProfileSchema.
const imageUrl = updateProfileSchema.shape.image.unwrap().unwrap();
const bioText = updateProfileSchema.shape.bio.unwrap().unwrap();
const profileFormSchema = z.object({
  name: updateProfileSchema.shape.name.unwrap(),
  bio: bioText,
  image: z.union([z.literal(""), imageUrl]),
});
type ProfileFormValues = z.infer<typeof profileFormSchema>;
const fields = ["name", "bio", "image"] as const;

export function ProfileForm({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    mode: "onTouched",
    defaultValues: { name: me.name ?? "", bio: me.bio ?? "", image: me.image ?? "" },
  });
  const { register, handleSubmit, formState, watch, setError, reset } = form;
  const image = watch("image");

  const save = useMutation({
    mutationFn: (values: ProfileFormValues) =>
      apiData<Me>("/api/v1/users/me", {
        method: "PATCH",
        body: { name: values.name, bio: values.bio || null, image: values.image || null },
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(meQueryOptions.queryKey, updated);
      reset({ name: updated.name ?? "", bio: updated.bio ?? "", image: updated.image ?? "" });
      notify.success("Profile saved.");
    },
    onError: (error) => {
      if (!applyFieldErrors(error, setError, fields)) notify.error(error);
    },
  });

  return (
    <form onSubmit={handleSubmit((values) => save.mutate(values))} noValidate className="space-y-5">
      <div className="flex items-center gap-4">
        <Avatar src={image || null} name={watch("name") || me.displayName} className="size-16 text-xl" />
        <p className="text-sm text-muted">
          Your picture, name and bio appear on your profile and in organizations you join.
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Display name"
          autoComplete="nickname"
          error={formState.errors.name?.message}
          {...register("name")}
        />
        <TextField
          label="Image URL"
          type="url"
          inputMode="url"
          placeholder="https://…"
          error={formState.errors.image?.message}
          {...register("image")}
        />
      </div>
      <TextAreaField
        label="Bio"
        rows={4}
        hint="Up to 500 characters."
        error={formState.errors.bio?.message}
        {...register("bio")}
      />
      <div className="flex justify-end">
        <Button type="submit" isLoading={save.isPending} disabled={!formState.isDirty}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
