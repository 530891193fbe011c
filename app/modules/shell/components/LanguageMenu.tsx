import { Button, Menu, Portal } from "@chakra-ui/react";
import { LANGUAGES, type Language } from "../../../../locales";
import { GlobeIcon } from "../../../components/icons/GlobeIcon";
import { languageNames } from "../../../i18n/languageNames";
import { switchLanguage } from "../../../i18n/switchLanguage";
import { useLanguage } from "../../../i18n/useLanguage";
import { useT } from "../../../i18n/useT";

/** The interface language: en, nl, es, fr, de or ru; a switch re-renders everything at once. */
export function LanguageMenu() {
  const t = useT();
  const language = useLanguage();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${t("Language")}: ${language.toUpperCase()}`}>
          <GlobeIcon />
          {language.toUpperCase()}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup
              value={language}
              onValueChange={(event) => void switchLanguage(event.value as Language)}
            >
              {LANGUAGES.map((code) => (
                <Menu.RadioItem key={code} value={code} lang={code}>
                  <Menu.ItemIndicator />
                  {languageNames[code]}
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
