import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useMemo, useRef, useState } from "react";
import type { ViewModel } from "../../../../engine";
import { createFormStore } from "../../../../widgets/form/DocketForm";
import type { FormStore } from "../../../../widgets/form/formStore";
import { useT } from "../../../i18n/useT";
import { PreviewDetail } from "./PreviewDetail";
import { PreviewList } from "./PreviewList";
import { PreviewSearch } from "./PreviewSearch";

export interface PreviewFormProps {
  /** The compiled view the designer picked. */
  model: ViewModel;
  /** The compiled edit view: the list preview's sample rows take its sample values and defaults. */
  edit?: ViewModel;
  /** The compiled advanced-search view, shown in the search panel beside the search view. */
  advancedSearch?: ViewModel;
}

/**
 * The live preview, drawn by the records area's own components: the detail page's tabs for edit, show and
 * custom views, the record table for the list view, the search panel for the search views. One value store
 * holds the sample values typed to try the conditions; a recompiled model (another view, language, role
 * set or an unsaved change) keeps the values typed so far.
 */
export function PreviewForm({ model, edit, advancedSearch }: PreviewFormProps) {
  const t = useT();
  const previous = useRef<FormStore | null>(null);
  const [resets, setResets] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reset (resets) starts over from the defaults
  const store = useMemo(() => createFormStore(model, previous.current?.values()), [model, resets]);
  previous.current = store;
  const values = useMemo(() => store.values(), [store]);

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          {t("Type sample values to try the conditions; nothing is saved.")}
        </Text>
        <Button
          size="xs"
          variant="outline"
          onClick={() => {
            previous.current = null;
            setResets((count) => count + 1);
          }}
        >
          {t("Clear sample values")}
        </Button>
      </HStack>
      {model.kind === "list" ? (
        <PreviewList model={model} edit={edit} values={values} />
      ) : model.kind === "search" ? (
        <PreviewSearch
          key={model.view}
          search={model.view === "advanced-search" ? undefined : model}
          advancedSearch={model.view === "advanced-search" ? model : advancedSearch}
        />
      ) : (
        <PreviewDetail model={model} store={store} />
      )}
    </Stack>
  );
}
