import { Icon, type IconProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * An icon drawn with 2-pixel round strokes on a 24-pixel grid, as all of Docket's icons are. One em square
 * unless a size is given: Chakra's Icon gives none by itself, and an SVG with a viewBox alone collapses to
 * nothing in a table cell or a shrinking box (the width and height attributes yield to any CSS size).
 */
export function lineIcon(shapes: ReactNode) {
  return function LineIcon(props: IconProps) {
    return (
      <Icon {...props}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="1em"
          height="1em"
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
