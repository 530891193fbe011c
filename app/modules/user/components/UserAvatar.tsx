import { Avatar } from "@chakra-ui/react";

/** A user's picture, or their initials without one; `size` in pixels. */
export function UserAvatar({ name, src, size }: { name: string; src?: string | null; size: number }) {
  return (
    <Avatar.Root colorPalette="teal" width={`${size}px`} height={`${size}px`} flexShrink={0} aria-hidden>
      <Avatar.Fallback name={name} fontSize={`${Math.round(size * 0.4)}px`} />
      {src && <Avatar.Image src={src} alt="" />}
    </Avatar.Root>
  );
}
