import { useQuery } from "@tanstack/react-query";
import { useToken } from "../../session/hooks/useToken";
import { getMe } from "../api/getMe";
import { userKeys } from "../api/userKeys";

/** The logged-in user (GET /user/me), cached per user. */
export function useMe() {
  const token = useToken();
  return useQuery({
    queryKey: userKeys.me(token?.user_id),
    queryFn: getMe,
    enabled: !!token,
    staleTime: 60_000,
  });
}
