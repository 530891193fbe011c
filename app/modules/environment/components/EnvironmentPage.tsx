import {
  Button,
  Heading,
  HStack,
  Input,
  InputGroup,
  Menu,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
} from "@chakra-ui/react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import type { EnvironmentSummary } from "../../../../schemas";
import { Alert } from "../../../../widgets/theme/Alert";
import { SearchIcon } from "../../../components/icons/SearchIcon";
import { Pager } from "../../../components/Pager";
import { toaster } from "../../../components/toaster";
import { useSearchedPages } from "../../../hooks/useSearchedPages";
import { useT } from "../../../i18n/useT";
import { ApplyTemplateDialog } from "../../templates/components/ApplyTemplateDialog";
import { userKeys } from "../../user/api/userKeys";
import { useMe } from "../../user/hooks/useMe";
import { environmentKeys } from "../api/environmentKeys";
import { listEnvironments } from "../api/listEnvironments";
import { useOpenEnvironment } from "../hooks/useOpenEnvironment";
import { canCreateEnvironment } from "../utils/canCreateEnvironment";
import { EnvironmentCard } from "./EnvironmentCard";
import { EnvironmentInfoDialog } from "./EnvironmentInfoDialog";
import { NewEnvironmentDialog } from "./NewEnvironmentDialog";

/**
 * /environment: the caller's environments as cards, 12 a page, searched by name. An ordinary user with
 * exactly one environment goes straight into it.
 */
export function EnvironmentPage() {
  const t = useT();
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openEnvironment = useOpenEnvironment();
  const { search, settled: name, page, setPage, searchFor } = useSearchedPages();
  const [info, setInfo] = useState<EnvironmentSummary | null>(null);
  const [creating, setCreating] = useState(false);
  const [applying, setApplying] = useState<{ environmentId: number; templateId: number } | null>(null);
  const autoOpened = useRef(false);

  const environments = useQuery({
    queryKey: environmentKeys.list(name, page),
    queryFn: () => listEnvironments(name, page),
    placeholderData: keepPreviousData,
  });

  const admin = canCreateEnvironment(me.data);
  const data = environments.data;
  useEffect(() => {
    if (autoOpened.current || !me.data || admin || !data || name !== "" || environments.isPlaceholderData)
      return;
    const only = data.results[0];
    if (data.pager.items === 1 && only?.active) {
      autoOpened.current = true;
      openEnvironment(only.id);
    }
  }, [me.data, admin, data, name, environments.isPlaceholderData, openEnvironment]);

  const results = data?.results ?? [];
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t("Environments")}
        </Heading>
        {admin && (
          <HStack>
            <Button onClick={() => setCreating(true)}>{t("New")}</Button>
            <Menu.Root
              onSelect={(event) => event.value === "templates" && void navigate({ to: "/templates" })}
            >
              <Menu.Trigger asChild>
                <Button variant="outline">{t("Tools")}</Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.Item value="templates">{t("Templates")}</Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          </HStack>
        )}
      </HStack>
      <InputGroup startElement={<SearchIcon boxSize="4" />} maxW="md">
        <Input
          type="search"
          value={search}
          placeholder={t("Search by name")}
          aria-label={t("Search by name")}
          onChange={(event) => searchFor(event.target.value)}
        />
      </InputGroup>
      {environments.isLoading && <Spinner role="status" alignSelf="center" aria-label={t("Loading")} />}
      {environments.isError && <Alert status="warning">{t("Something went wrong")}</Alert>}
      {data && results.length === 0 && <Alert status="info">{t("No environments found")}</Alert>}
      {results.length > 0 && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, "2xl": 4 }} gap="4" aria-busy={environments.isFetching}>
          {results.map((environment) => (
            <EnvironmentCard
              key={environment.id}
              environment={environment}
              onOpen={(chosen) => openEnvironment(chosen.id)}
              onInfo={setInfo}
            />
          ))}
        </SimpleGrid>
      )}
      {data && <Pager current={data.pager.current} pages={data.pager.pages} onChange={setPage} />}
      <EnvironmentInfoDialog environment={info} onClose={() => setInfo(null)} />
      {admin && (
        <NewEnvironmentDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(id, template) => {
            setCreating(false);
            void queryClient.invalidateQueries({ queryKey: environmentKeys.lists });
            void queryClient.invalidateQueries({ queryKey: userKeys.meAll });
            toaster.create({ type: "success", title: t("Item has been saved") });
            // With a template the apply screen comes first; it goes to the environment or closes.
            if (template === null) openEnvironment(id);
            else setApplying({ environmentId: id, templateId: template });
          }}
        />
      )}
      {applying && (
        <ApplyTemplateDialog
          environmentId={applying.environmentId}
          templateId={applying.templateId}
          onOpenEnvironment={() => {
            setApplying(null);
            openEnvironment(applying.environmentId);
          }}
          onClose={() => setApplying(null)}
        />
      )}
    </Stack>
  );
}
