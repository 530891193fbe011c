import { Alert as ChakraAlert } from "@chakra-ui/react";
import type { ReactNode } from "react";

export type AlertStatus = "danger" | "warning" | "info" | "success";

const CHAKRA_STATUS = { danger: "error", warning: "warning", info: "info", success: "success" } as const;

/** A notice inside a field (spec: danger for 'Unknown field type', warning for 'Save this item first'). */
export function Alert({ status, children }: { status: AlertStatus; children: ReactNode }) {
  return (
    <ChakraAlert.Root
      status={CHAKRA_STATUS[status]}
      size="sm"
      // Danger and warning interrupt; information is announced politely.
      role={status === "danger" || status === "warning" ? "alert" : "status"}
      data-status={status}
    >
      <ChakraAlert.Indicator />
      <ChakraAlert.Title>{children}</ChakraAlert.Title>
    </ChakraAlert.Root>
  );
}
