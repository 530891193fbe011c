import { Alert, Heading, Input, SimpleGrid, Spinner, Stack } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Pager } from "../../../components/Pager";
import { useDebounced } from "../../../hooks/useDebounced";
import { useT } from "../../../i18n/useT";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { NoEnvironment } from "../../messages/components/NoEnvironment";
import { listColleagues } from "../api/listColleagues";
import { LoadFailure } from "./LoadFailure";
import { UserCard } from "./UserCard";

/** Users are asked 25, 50 or 100 at a time (spec 2-records section 7); a page of cards holds 25. */
export const COLLEAGUES_PER_PAGE = 25;
/** Spec 1-platform section 9: searches wait 300 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

/** /colleagues: the active members of the chosen environment, searched by name, each linked to their profile. */
export function ColleaguesPage() {
  const t = useT();
  const environmentId = useCurrentEnvironmentId();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const name = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const colleagues = useQuery({
    queryKey: ["colleagues", environmentId, name, page],
    queryFn: () => listColleagues(environmentId as number, { name, page, limit: COLLEAGUES_PER_PAGE }),
    enabled: environmentId !== null,
    placeholderData: keepPreviousData,
  });
  const heading = (
    <Heading as="h1" size="xl">
      {t("Colleagues")}
    </Heading>
  );
  if (environmentId === null) {
    return (
      <Stack gap="4">
        {heading}
        <NoEnvironment />
      </Stack>
    );
  }
  const results = colleagues.data?.results ?? [];
  return (
    <Stack gap="4">
      {heading}
      <Input
        type="search"
        maxW="sm"
        aria-label={t("Search")}
        placeholder={t("Search")}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {colleagues.isPending && <Spinner />}
      {colleagues.isError && <LoadFailure error={colleagues.error} />}
      {colleagues.isSuccess && results.length === 0 && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t("No items found")}</Alert.Title>
        </Alert.Root>
      )}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {results.map((user) => (
          <li key={user.id}>
            <UserCard user={user} />
          </li>
        ))}
      </SimpleGrid>
      <Pager current={page} pages={colleagues.data?.pager.pages ?? 1} onChange={setPage} />
    </Stack>
  );
}
