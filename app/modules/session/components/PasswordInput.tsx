import { IconButton, Input, InputGroup, type InputProps } from "@chakra-ui/react";
import { useState } from "react";
import { EyeIcon } from "../../../components/icons/EyeIcon";
import { EyeOffIcon } from "../../../components/icons/EyeOffIcon";
import { useT } from "../../../i18n/useT";

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput(props: InputProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={visible ? t("Hide password") : t("Show password")}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input {...props} type={visible ? "text" : "password"} />
    </InputGroup>
  );
}
