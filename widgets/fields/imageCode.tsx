import { Box, Input, Stack } from "@chakra-ui/react";
import type { ImageType } from "../barcode/drawBarcode";
import { LazyBarcode as Barcode } from "../barcode/LazyBarcode";
import { errorProps } from "../controls/errorProps";
import { FormattedValue } from "../controls/FormattedValue";
import { TextSearch } from "../controls/TextSearch";
import { useFormatted } from "../controls/useFormatted";
import type { FieldWidgetProps, WidgetModule } from "../types";

const imageTypeOf = (props: FieldWidgetProps): ImageType => {
  const type = props.item.fieldSettings.imageType;
  return type === "qrcode" || type === "code39" ? type : "code128";
};

/** The code drawn above its text. */
function ImageCodeShow(props: FieldWidgetProps) {
  const { id, item, value } = props;
  const text = useFormatted(item, value, "show");
  if (text === "") return <span id={id} />;
  return (
    <Stack as="figure" id={id} gap="1" m="0" align="start">
      <Barcode text={text} type={imageTypeOf(props)} />
      <Box as="figcaption">{text}</Box>
    </Stack>
  );
}

/** The text to encode, with the code drawn live beneath it. */
function ImageCodeEdit(props: FieldWidgetProps) {
  const { id, value, onChange, rawErrors, required } = props;
  const text = typeof value === "string" ? value : "";
  return (
    <Stack gap="1" align="start">
      <Input
        id={id}
        type="text"
        required={required}
        {...errorProps(id, rawErrors)}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
      {text !== "" && <Barcode text={text} type={imageTypeOf(props)} />}
    </Stack>
  );
}

/** A barcode (Code 128, Code 39) or QR code of the value, drawn by bwip-js. */
const imageCode: WidgetModule = {
  type: "imageCode",
  modes: { edit: ImageCodeEdit, show: ImageCodeShow, list: FormattedValue, search: TextSearch },
};

export default imageCode;
