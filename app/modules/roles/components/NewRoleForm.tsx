import { Button, Field, HStack, Input } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { toaster } from "../../../components/toaster";
import { useT } from "../../../i18n/useT";
import { createRole } from "../api/createRole";

/** Adds a role by name; its rights are given in the permission matrix. */
export function NewRoleForm({ environmentId, onCreated }: { environmentId: number; onCreated: () => void }) {
  const t = useT();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError("This is a required field");
    setPending(true);
    try {
      await createRole(environmentId, name.trim());
      setName("");
      setError(null);
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
      onCreated();
    } catch (failure) {
      setError(fieldErrorsOf(failure).name ?? "Something went wrong");
    } finally {
      setPending(false);
    }
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
        <Button type="submit" size="sm" colorPalette="teal" loading={pending}>
          {t("Add")}
        </Button>
      </HStack>
    </form>
  );
}
