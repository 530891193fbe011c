import { Icon, type IconProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** An icon drawn with 2-pixel round strokes on a 24-pixel grid, as all of Docket's icons are. */
export function lineIcon(shapes: ReactNode) {
  return function LineIcon(props: IconProps) {
    return (
      <Icon {...props}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {shapes}
        </svg>
      </Icon>
    );
  };
}
