import { Field, NativeSelect } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { LANGUAGES, type Language } from "../../../../locales";
import { toaster } from "../../../components/toaster";
import { languageNames } from "../../../i18n/languageNames";
import { switchLanguage } from "../../../i18n/switchLanguage";
import { useLanguage } from "../../../i18n/useLanguage";
import { useT } from "../../../i18n/useT";
import { updateProfile } from "../api/updateProfile";
import { userKeys } from "../api/userKeys";

/**
 * The interface language: switched at once (and remembered in this browser, as the top bar's menu does),
 * and saved with the profile so that a login elsewhere starts in it too.
 */
export function LanguageChoice({ userId }: { userId: number }) {
  const t = useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const choose = async (next: Language) => {
    await switchLanguage(next);
    try {
      await updateProfile(userId, { private_settings: { language: next } });
      await queryClient.invalidateQueries({ queryKey: userKeys.meAll });
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
    } catch {
      toaster.create({ type: "error", title: t("Something went wrong"), duration: 5000 });
    }
  };
  return (
    <Field.Root maxW="xs">
      <Field.Label htmlFor="profile-language">{t("Language")}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          id="profile-language"
          value={language}
          onChange={(event) => void choose(event.target.value as Language)}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {languageNames[code]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
