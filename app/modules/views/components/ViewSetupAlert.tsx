import { Alert } from "@chakra-ui/react";

/** What a view says when the entity's settings lack a field it needs (spec 2 section 8). */
export function ViewSetupAlert({ text }: { text: string }) {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
