import { Checkbox, Field, Fieldset, Input, RadioGroup, Spinner, Stack } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  MAX_IDLE_MINUTES,
  MAX_PASSWORD_RULE_LENGTH,
  MIN_PASSWORD_LENGTH,
  type SecurityPolicy,
} from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import { LoadFailure } from "../../user/components/LoadFailure";
import { environmentSettingsKeys } from "../api/environmentSettingsKeys";
import { getSecurityPolicy, putSecurityPolicy } from "../api/securityPolicyCalls";
import { useSettingsForm } from "../hooks/useSettingsForm";
import { SettingsForm } from "./SettingsForm";
import { SettingsFrame } from "./SettingsFrame";

const TWO_FACTOR_CHOICES: { value: SecurityPolicy["two_factor"]; label: string }[] = [
  { value: "none", label: "Not required" },
  { value: "admins", label: "Required for administrators" },
  { value: "all", label: "Required for everyone" },
];

type Flag = "password_require_digit" | "password_require_mixed_case" | "password_require_symbol";
const PASSWORD_FLAGS: { key: Flag; label: string }[] = [
  { key: "password_require_digit", label: "At least one digit" },
  { key: "password_require_mixed_case", label: "Upper and lower case letters" },
  { key: "password_require_symbol", label: "At least one symbol" },
];

/** /security: the environment's security policy, which the server enforces (environment admins only). */
export function SecurityPage() {
  return (
    <SettingsFrame title="Security" credential={null}>
      {(environment) => <SecurityPolicyLoader key={environment.id} environmentId={environment.id} />}
    </SettingsFrame>
  );
}

function SecurityPolicyLoader({ environmentId }: { environmentId: number }) {
  const t = useT();
  const policy = useQuery({
    queryKey: environmentSettingsKeys.securityPolicy(environmentId),
    queryFn: () => getSecurityPolicy(environmentId),
  });
  if (policy.isPending) return <Spinner role="status" aria-label={t("Loading")} />;
  if (policy.isError) return <LoadFailure error={policy.error} />;
  return <SecurityPolicyForm environmentId={environmentId} initial={policy.data} />;
}

/** Numbers as typed: the idle time may be left empty (no limit of the environment's own). */
interface PolicyForm extends Omit<SecurityPolicy, "idle_minutes" | "password_min_length"> {
  idle_minutes: string;
  password_min_length: string;
}

const formOf = (policy: SecurityPolicy): PolicyForm => ({
  ...policy,
  idle_minutes: policy.idle_minutes === null ? "" : String(policy.idle_minutes),
  password_min_length: String(policy.password_min_length),
});

const INVALID = "This value is not valid";
const REQUIRED = "This is a required field";

/** The policy to send, or the fields whose numbers cannot be one. */
function policyOf(form: PolicyForm): { policy: SecurityPolicy } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const idle = form.idle_minutes.trim();
  const idleMinutes = idle === "" ? null : Number(idle);
  if (
    idleMinutes !== null &&
    (!Number.isInteger(idleMinutes) || idleMinutes < 1 || idleMinutes > MAX_IDLE_MINUTES)
  ) {
    errors.idle_minutes = INVALID;
  }
  const length = form.password_min_length.trim();
  const minLength = Number(length);
  if (length === "") errors.password_min_length = REQUIRED;
  else if (
    !Number.isInteger(minLength) ||
    minLength < MIN_PASSWORD_LENGTH ||
    minLength > MAX_PASSWORD_RULE_LENGTH
  )
    errors.password_min_length = INVALID;
  if (Object.keys(errors).length > 0) return { errors };
  return { policy: { ...form, idle_minutes: idleMinutes, password_min_length: minLength } };
}

function SecurityPolicyForm({ environmentId, initial }: { environmentId: number; initial: SecurityPolicy }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { form, errors, setErrors, pending, change, save } = useSettingsForm(() => formOf(initial));

  const submit = () => {
    const checked = policyOf(form);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    const { policy } = checked;
    return save(async () => {
      const saved = await putSecurityPolicy(environmentId, policy);
      queryClient.setQueryData(environmentSettingsKeys.securityPolicy(environmentId), saved);
    });
  };

  return (
    <SettingsForm
      label={t("Security")}
      onSubmit={() => void submit()}
      formError={errors.form}
      pending={pending}
      gap="6"
    >
      <Fieldset.Root invalid={!!errors.two_factor}>
        <Fieldset.Legend>{t("Two-step verification")}</Fieldset.Legend>
        <Fieldset.HelperText>{t("Members without it set it up when they next log in.")}</Fieldset.HelperText>
        <RadioGroup.Root
          value={form.two_factor}
          onValueChange={(event) => change("two_factor", event.value as SecurityPolicy["two_factor"])}
        >
          <Stack gap="2">
            {TWO_FACTOR_CHOICES.map((choice) => (
              <RadioGroup.Item key={choice.value} value={choice.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(choice.label)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        {errors.two_factor && <Fieldset.ErrorText>{t(errors.two_factor)}</Fieldset.ErrorText>}
      </Fieldset.Root>
      <Field.Root invalid={!!errors.idle_minutes} maxW="sm">
        <Field.Label>{t("Session idle time (minutes)")}</Field.Label>
        <Input
          name="idle_minutes"
          inputMode="numeric"
          value={form.idle_minutes}
          onChange={(event) => change("idle_minutes", event.target.value)}
        />
        <Field.HelperText>{t("Leave empty for no limit of this environment's own.")}</Field.HelperText>
        {errors.idle_minutes && <Field.ErrorText>{t(errors.idle_minutes)}</Field.ErrorText>}
      </Field.Root>
      <Fieldset.Root>
        <Fieldset.Legend>{t("Password rules")}</Fieldset.Legend>
        <Stack gap="3">
          <Field.Root required invalid={!!errors.password_min_length} maxW="sm">
            <Field.Label>
              {t("Minimum length")}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="password_min_length"
              inputMode="numeric"
              value={form.password_min_length}
              onChange={(event) => change("password_min_length", event.target.value)}
            />
            <Field.HelperText>{t("From 8 to 128 characters")}</Field.HelperText>
            {errors.password_min_length && <Field.ErrorText>{t(errors.password_min_length)}</Field.ErrorText>}
          </Field.Root>
          {PASSWORD_FLAGS.map((flag) => (
            <Checkbox.Root
              key={flag.key}
              checked={form[flag.key]}
              onCheckedChange={(event) => change(flag.key, event.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(flag.label)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Fieldset.Root>
    </SettingsForm>
  );
}
