import { Icon, type IconProps } from "@chakra-ui/react";

export function MenuIcon(props: IconProps) {
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
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
    </Icon>
  );
}
