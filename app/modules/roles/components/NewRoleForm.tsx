import { Button, Field, HStack, Input } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { createRole } from "../api/createRole";

/** Adds a role by name; its rights are given in the permission matrix. */
export function NewRoleForm({ environmentId, onCreated }: { environmentId: number; onCreated: () => void }) {
  const t = useT();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const saving = useSaveMutation({
    save: (roleName: string) => createRole(environmentId, roleName),
    onSaved: () => {
      setName("");
      setError(null);
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
      onCreated();
    },
    // The failure shows under the name.
    invalidToast: false,
    failureToast: null,
    onFailure: (fields) => setError(fields.name ?? "Something went wrong"),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError("This is a required field");
    await saving.save(name.trim());
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <HStack align="end" wrap="wrap">
        <Field.Root invalid={!!error} maxW="sm">
          <Field.Label>{t("New role")}</Field.Label>
          <Input
            name="name"
            value={name}
            maxLength={255}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
          {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="teal" loading={saving.isPending}>
          {t("Add")}
        </Button>
      </HStack>
    </form>
  );
}
