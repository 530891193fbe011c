import { Box, Link as ChakraLink, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useT } from "../../../i18n/useT";
import { listFavourites } from "../api/listFavourites";
import { shorten } from "../utils/shorten";

/** Favourite summaries are cut at 50 characters. */
export const FAVOURITE_SUMMARY_LENGTH = 50;

/** The right sidebar with the user's favourite records of the environment. */
export function FavouritesSidebar({ environmentId }: { environmentId: number | null }) {
  const t = useT();
  const favourites = useQuery({
    queryKey: ["favorites", environmentId],
    queryFn: () => listFavourites(environmentId as number),
    enabled: environmentId !== null,
  });
  return (
    <Box
      as="aside"
      aria-label={t("Favorites")}
      w={{ base: "full", md: "280px" }}
      flexShrink={0}
      borderLeftWidth="1px"
      bg="bg"
      p="4"
      overflowY="auto"
    >
      <Heading as="h2" size="md" mb="3">
        {t("Favorites")}
      </Heading>
      {environmentId === null && <Text color="fg.muted">{t("No environment selected")}</Text>}
      {favourites.isLoading && <Spinner size="sm" />}
      {favourites.isError && <Text color="fg.error">{t("Something went wrong")}</Text>}
      {favourites.data?.length === 0 && <Text color="fg.muted">{t("No items found")}</Text>}
      <Stack as="ul" listStyleType="none" gap="1">
        {(favourites.data ?? []).map((favourite) => {
          const summary = favourite.summary || `#${favourite.content_dossier_id}`;
          return (
            <li key={favourite.id}>
              <ChakraLink asChild fontSize="sm">
                <Link
                  to="/contentdossier/$id"
                  params={{ id: String(favourite.content_dossier_id) }}
                  title={summary}
                >
                  {shorten(summary, FAVOURITE_SUMMARY_LENGTH)}
                </Link>
              </ChakraLink>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
