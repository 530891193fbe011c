import { Alert as ChakraAlert } from "@chakra-ui/react";
import type { ReactNode } from "react";

export type AlertStatus = "danger" | "warning" | "info" | "success";

const chakraStatus = { danger: "error", warning: "warning", info: "info", success: "success" } as const;

export type AlertProps = Omit<ChakraAlert.RootProps, "status" | "role" | "title" | "children"> & {
  status: AlertStatus;
  /** The title: what happened, in one sentence. */
  children: ReactNode;
  /** More under the title: a reason, a link, a list. */
  description?: ReactNode;
  /** At the end of the block: a retry button, a close button. */
  action?: ReactNode;
  /** false inside a live region that is there before the notice (a form step's error): no role of its own. */
  live?: false;
};

/**
 * The one notice of the app and the widgets (spec: danger for 'Unknown field type', warning for 'Save this
 * item first'). Danger and warning interrupt (role="alert"); information and success are announced
 * politely (role="status").
 */
export function Alert({ status, children, description, action, live, size = "sm", ...rest }: AlertProps) {
  return (
    <ChakraAlert.Root
      size={size}
      {...rest}
      status={chakraStatus[status]}
      role={live === false ? undefined : status === "danger" || status === "warning" ? "alert" : "status"}
      data-status={status}
    >
      <ChakraAlert.Indicator />
      <ChakraAlert.Content>
        <ChakraAlert.Title>{children}</ChakraAlert.Title>
        {description && <ChakraAlert.Description>{description}</ChakraAlert.Description>}
      </ChakraAlert.Content>
      {action}
    </ChakraAlert.Root>
  );
}
