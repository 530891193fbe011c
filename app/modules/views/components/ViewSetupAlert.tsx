import { Alert } from "../../../../widgets/theme/Alert";

/** What a view says when the entity's settings lack a field it needs (spec 2 section 8). */
export function ViewSetupAlert({ text }: { text: string }) {
  return <Alert status="warning">{text}</Alert>;
}
