import {
  Box,
  Link as ChakraLink,
  CloseButton,
  Heading,
  HStack,
  Input,
  InputGroup,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { SearchIcon } from "../../../components/icons/SearchIcon";
import { Pager } from "../../../components/Pager";
import { toaster } from "../../../components/toaster";
import { useDebounced } from "../../../hooks/useDebounced";
import { useT } from "../../../i18n/useT";
import { recordKeys } from "../../record/api/recordKeys";
import { favouriteKeys } from "../api/favouriteKeys";
import { type Favourite, listFavourites } from "../api/listFavourites";
import { removeFavourite } from "../api/removeFavourite";
import { shorten } from "../utils/shorten";

/** Favourite summaries are cut at 50 characters. */
export const FAVOURITE_SUMMARY_LENGTH = 50;
/** The search waits until typing has paused this long (spec 1-platform section 9). */
export const FAVOURITES_DEBOUNCE_MS = 200;

/** The right sidebar with the user's favourite records of the environment. */
export function FavouritesSidebar({ environmentId }: { environmentId: number | null }) {
  const t = useT();
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
      {environmentId === null ? (
        <Text color="fg.muted">{t("No environment selected")}</Text>
      ) : (
        <FavouritesList key={environmentId} environmentId={environmentId} />
      )}
    </Box>
  );
}

/** Searched by summary, 10 a page; each favourite links to its record and can be removed. */
function FavouritesList({ environmentId }: { environmentId: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<number | null>(null);
  const search = useDebounced(text.trim(), FAVOURITES_DEBOUNCE_MS);
  const favourites = useQuery({
    queryKey: favouriteKeys.list(environmentId, search, page),
    queryFn: ({ signal }) => listFavourites(environmentId, search, page, signal),
    placeholderData: keepPreviousData,
  });
  const results = favourites.data?.results ?? [];
  const pages = favourites.data?.pager.pages ?? 1;

  const remove = async (favourite: Favourite) => {
    setRemoving(favourite.content_dossier_id);
    try {
      await removeFavourite(favourite.content_dossier_id);
      toaster.create({ type: "success", title: t("dossier_errors.favorite_remove") });
      // The last favourite of a later page: show the page before it.
      if (results.length === 1 && page > 1) setPage(page - 1);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: favouriteKeys.ofEnvironment(environmentId) }),
        queryClient.invalidateQueries({ queryKey: recordKeys.ofRecord(favourite.content_dossier_id) }),
      ]);
    } catch {
      toaster.create({ type: "error", title: t("Something went wrong") });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Stack gap="3">
      <InputGroup startElement={<SearchIcon boxSize="4" />}>
        <Input
          type="search"
          size="sm"
          value={text}
          placeholder={t("Search")}
          aria-label={t("Search")}
          onChange={(event) => {
            setText(event.target.value);
            setPage(1);
          }}
        />
      </InputGroup>
      {favourites.isLoading && <Spinner size="sm" role="status" aria-label={t("Loading")} />}
      {favourites.isError && <Text color="fg.error">{t("Something went wrong")}</Text>}
      {favourites.isSuccess && results.length === 0 && <Text color="fg.muted">{t("No items found")}</Text>}
      <Stack as="ul" listStyleType="none" gap="1">
        {results.map((favourite) => {
          const summary = favourite.summary || `#${favourite.content_dossier_id}`;
          return (
            <HStack as="li" key={favourite.id} justify="space-between" gap="2">
              <ChakraLink asChild fontSize="sm">
                <Link
                  to="/contentdossier/$id"
                  params={{ id: String(favourite.content_dossier_id) }}
                  title={summary}
                >
                  {shorten(summary, FAVOURITE_SUMMARY_LENGTH)}
                </Link>
              </ChakraLink>
              <CloseButton
                size="2xs"
                aria-label={t("Remove {name}", { name: summary })}
                disabled={removing !== null}
                onClick={() => void remove(favourite)}
              />
            </HStack>
          );
        })}
      </Stack>
      <Pager current={page} pages={pages} onChange={setPage} />
    </Stack>
  );
}
