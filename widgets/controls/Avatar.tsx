import { Avatar as ChakraAvatar } from "@chakra-ui/react";

/** Avatar sizes of user lists (spec 9); 35 unless told. */
export type AvatarSize = 25 | 33 | 35;

/** A user's picture, or their initials when there is none (Chakra's fallback). */
export function Avatar({
  name,
  src,
  size = 35,
}: {
  name: string;
  src?: string | undefined;
  size?: AvatarSize;
}) {
  return (
    <ChakraAvatar.Root
      data-decoration=""
      role="img"
      aria-label={name}
      title={name}
      boxSize={`${size}px`}
      flex="none"
      fontSize={`${Math.round(size * 0.4)}px`}
    >
      <ChakraAvatar.Fallback name={name} />
      {src && <ChakraAvatar.Image src={src} alt="" />}
    </ChakraAvatar.Root>
  );
}
