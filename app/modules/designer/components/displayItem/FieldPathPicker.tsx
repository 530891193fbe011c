import {
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { useT } from "../../../../i18n/useT";
import { useFieldsAndLinks, useFieldsAndLinksLoader } from "../../hooks/useFieldsAndLinks";
import { fieldPathError } from "../../utils/fieldPathError";

export interface FieldPathPickerProps {
  /** The entity the path starts from. */
  entityId: number;
  /** The path so far, as the starting text. */
  path: string;
  onPick: (path: string) => void;
  onClose: () => void;
}

/** A link followed while browsing: its name in the path and the entity it leads to. */
interface Step {
  name: string;
  entityId: number;
}

/**
 * The field path picker (spec 3-designer section 2 item 8): browse the entity's data fields and links, follow
 * links into their entities, or type a path; a typed path is checked against the entities it passes and an
 * unknown one is shown as an error.
 */
export function FieldPathPicker({ entityId, path, onPick, onClose }: FieldPathPickerProps) {
  const t = useT();
  const [trail, setTrail] = useState<Step[]>([]);
  const [typed, setTyped] = useState(path);
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const current = trail.at(-1)?.entityId ?? entityId;
  const browsed = useFieldsAndLinks(current);
  const load = useFieldsAndLinksLoader();
  const prefix = trail.map((step) => `${step.name}.`).join("");

  const use = async () => {
    setChecking(true);
    try {
      const problem = await fieldPathError(typed.trim(), entityId, load);
      setError(problem);
      if (!problem) onPick(typed.trim());
    } catch {
      setError("Something went wrong");
    } finally {
      setChecking(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("Field path")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Field.Root invalid={!!error}>
                  <Field.Label>{t("Path")}</Field.Label>
                  <Input
                    size="sm"
                    value={typed}
                    onChange={(event) => {
                      setTyped(event.target.value);
                      setError(undefined);
                    }}
                  />
                  {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
                </Field.Root>
                <HStack gap="2" wrap="wrap" aria-label={t("Followed links")}>
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => setTrail([])}
                    disabled={trail.length === 0}
                  >
                    {t("Start")}
                  </Button>
                  {trail.map((step, index) => (
                    <Button
                      key={trail
                        .slice(0, index + 1)
                        .map((before) => before.name)
                        .join(".")}
                      size="xs"
                      variant="ghost"
                      onClick={() => setTrail(trail.slice(0, index + 1))}
                    >
                      › {step.name}
                    </Button>
                  ))}
                </HStack>
                {browsed.isPending && <Spinner size="sm" role="status" aria-label={t("Loading")} />}
                {browsed.isError && <Text color="fg.error">{t("Could not load data")}</Text>}
                {browsed.data && (
                  <Stack as="ul" listStyleType="none" ms="0" gap="1" maxH="250px" overflowY="auto">
                    {browsed.data.fields.length + browsed.data.links.length === 0 && (
                      <Text color="fg.muted">{t("No fields found")}</Text>
                    )}
                    {browsed.data.fields.map((field) => (
                      <li key={`f${field.id}`}>
                        <Button
                          size="sm"
                          variant="ghost"
                          justifyContent="start"
                          w="full"
                          onClick={() => {
                            setTyped(`${prefix}${field.name}`);
                            setError(undefined);
                          }}
                        >
                          {field.name}
                          <Text as="span" color="fg.muted" fontSize="xs">
                            {field.def_field?.type}
                          </Text>
                        </Button>
                      </li>
                    ))}
                    {browsed.data.links.map((link) => (
                      <HStack as="li" key={`l${link.id}`} gap="1">
                        <Button
                          size="sm"
                          variant="ghost"
                          justifyContent="start"
                          flex="1"
                          onClick={() => {
                            setTyped(`${prefix}${link.name}`);
                            setError(undefined);
                          }}
                        >
                          {link.name}
                          <Text as="span" color="fg.muted" fontSize="xs">
                            {t("Link field")}
                          </Text>
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={t("Fields of {name}", { name: link.name })}
                          onClick={() =>
                            setTrail([...trail, { name: link.name, entityId: link.child_def_dossier_id }])
                          }
                        >
                          ›
                        </Button>
                      </HStack>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t("Cancel")}
              </Button>
              <Button colorPalette="teal" loading={checking} onClick={use}>
                {t("Use this path")}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("Close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
