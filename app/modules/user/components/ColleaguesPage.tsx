import { Input, SimpleGrid } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Pager } from "../../../components/Pager";
import { useSearchedPages } from "../../../hooks/useSearchedPages";
import { useT } from "../../../i18n/useT";
import { listColleagues } from "../api/listColleagues";
import { userKeys } from "../api/userKeys";
import { OfEnvironmentPage } from "./OfEnvironmentPage";
import { ResultStates } from "./ResultStates";
import { UserCard } from "./UserCard";

/** Users are asked 25, 50 or 100 at a time (spec 2-records section 7); a page of cards holds 25. */
export const COLLEAGUES_PER_PAGE = 25;

/** /colleagues: the active members of the chosen environment, searched by name, each linked to their profile. */
export function ColleaguesPage() {
  const t = useT();
  return (
    <OfEnvironmentPage title={t("Colleagues")}>
      {(environmentId) => <Colleagues environmentId={environmentId} />}
    </OfEnvironmentPage>
  );
}

function Colleagues({ environmentId }: { environmentId: number }) {
  const t = useT();
  const { search, settled: name, page, setPage, searchFor } = useSearchedPages();
  const colleagues = useQuery({
    queryKey: userKeys.colleagues(environmentId, name, page),
    queryFn: () => listColleagues(environmentId, { name, page, limit: COLLEAGUES_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const results = colleagues.data?.results ?? [];
  return (
    <>
      <Input
        type="search"
        maxW="sm"
        aria-label={t("Search")}
        placeholder={t("Search")}
        value={search}
        onChange={(event) => searchFor(event.target.value)}
      />
      <ResultStates query={colleagues} empty={results.length === 0} />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {results.map((user) => (
          <li key={user.id}>
            <UserCard user={user} />
          </li>
        ))}
      </SimpleGrid>
      <Pager current={page} pages={colleagues.data?.pager.pages ?? 1} onChange={setPage} />
    </>
  );
}
