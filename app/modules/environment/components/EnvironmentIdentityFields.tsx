import { Field, Input, Textarea } from "@chakra-ui/react";
import { FormField } from "../../../components/FormField";
import { useT } from "../../../i18n/useT";
import { LogoInput } from "./LogoInput";

/** The fields an environment is known by; `image` is the logo: its address, a new data URL, or null. */
export interface EnvironmentIdentity {
  name: string;
  description: string;
  image: string | null;
}

export interface EnvironmentIdentityFieldsProps<Form extends EnvironmentIdentity> {
  /** The whole form; these fields show and change its name, description and image. */
  value: Form;
  /** The message ids of the fields' errors. */
  errors: Partial<Record<keyof EnvironmentIdentity, string>>;
  onChange: <K extends keyof Form>(key: K, value: Form[K]) => void;
  /** A logo that cannot be read: its message id. */
  onImageError: (message: string) => void;
}

/** An environment's name, description and logo, as the new-environment form and the Generic page ask them. */
export function EnvironmentIdentityFields<Form extends EnvironmentIdentity>({
  value,
  errors,
  onChange,
  onImageError,
}: EnvironmentIdentityFieldsProps<Form>) {
  const t = useT();
  return (
    <>
      <FormField label={t("Name")} error={errors.name} required>
        <Input
          name="name"
          value={value.name}
          onChange={(event) => onChange("name", event.target.value as Form["name"])}
        />
      </FormField>
      <FormField label={t("Description")} error={errors.description} required>
        <Textarea
          name="description"
          rows={3}
          value={value.description}
          onChange={(event) => onChange("description", event.target.value as Form["description"])}
        />
      </FormField>
      <Field.Root invalid={!!errors.image}>
        <Field.Label>{t("Logo")}</Field.Label>
        <LogoInput
          value={value.image}
          onChange={(image) => onChange("image", image as Form["image"])}
          onError={onImageError}
        />
        <Field.HelperText>{t("A png or jpeg image")}</Field.HelperText>
        {errors.image && <Field.ErrorText>{t(errors.image)}</Field.ErrorText>}
      </Field.Root>
    </>
  );
}
