import { Button, Link, SimpleGrid, Text } from "@chakra-ui/react";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { UserOption } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import { ComposeMessageDialog } from "../../messages/components/ComposeMessageDialog";
import { getUser } from "../api/getUser";
import { listColleagues } from "../api/listColleagues";
import { userKeys } from "../api/userKeys";
import { displayName } from "../utils/displayName";
import { OfEnvironmentPage } from "./OfEnvironmentPage";
import { ResultStates } from "./ResultStates";
import { UserCard } from "./UserCard";

/** The contact page names at most this many administrators. */
const ADMINS_SHOWN = 25;

/** /contact: whom to ask about the chosen environment, its administrators, with their address and a message. */
export function ContactPage() {
  const t = useT();
  return (
    <OfEnvironmentPage title={t("Contact")}>
      {(environmentId) => <Contacts environmentId={environmentId} />}
    </OfEnvironmentPage>
  );
}

function Contacts({ environmentId }: { environmentId: number }) {
  const t = useT();
  const [writingTo, setWritingTo] = useState<UserOption | null>(null);
  const admins = useQuery({
    queryKey: userKeys.admins(environmentId),
    queryFn: () => listColleagues(environmentId, { admins: true, limit: ADMINS_SHOWN }),
  });
  const results = admins.data?.results ?? [];
  const details = useQueries({
    queries: results.map((user) => ({
      queryKey: userKeys.one(user.id),
      queryFn: () => getUser(user.id, null),
    })),
  });
  return (
    <>
      <Text>{t("Questions about this environment? Ask one of its administrators.")}</Text>
      <ResultStates query={admins} empty={results.length === 0} />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {results.map((user, index) => {
          const contact = details[index]?.data;
          return (
            <li key={user.id}>
              <UserCard user={{ ...user, avatar: contact?.avatar ?? null }}>
                {contact?.email && (
                  <Link href={`mailto:${contact.email}`} colorPalette="blue" fontSize="sm">
                    {contact.email}
                  </Link>
                )}
                {contact?.mobile && (
                  <Link href={`tel:${contact.mobile}`} colorPalette="blue" fontSize="sm">
                    {contact.mobile}
                  </Link>
                )}
                <Button
                  size="xs"
                  variant="outline"
                  alignSelf="start"
                  mt="1"
                  onClick={() => setWritingTo(user)}
                >
                  {t("Send message")}
                </Button>
              </UserCard>
            </li>
          );
        })}
      </SimpleGrid>
      {writingTo && (
        <ComposeMessageDialog
          key={writingTo.id}
          open
          environmentId={environmentId}
          initial={{ to: [{ id: writingTo.id, label: displayName(writingTo) }], title: "" }}
          onClose={() => setWritingTo(null)}
        />
      )}
    </>
  );
}
