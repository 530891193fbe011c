import { HttpResponse, http } from "msw";
import type { UserOption } from "../../../../schemas";
import type { UserDetails } from "../api/UserDetails";

export function userDetails(id: number, overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    id,
    uuid: `user-${id}`,
    username: `user${id}`,
    email: `user${id}@example.test`,
    mobile: null,
    avatar: null,
    active: true,
    profile: { first_name: "Anna", preposition: "de", last_name: "Vries" },
    private_settings: { presence: "online" },
    created_at: "2026-01-01T09:00:00Z",
    two_factor: false,
    ...overrides,
  };
}

export function userOption(id: number, first: string, last: string): UserOption {
  return {
    id,
    username: `${first.toLowerCase()}.${last.toLowerCase()}`,
    profile: { first_name: first, last_name: last },
    environment_user_active: true,
  };
}

/** GET /user/{id} from a list of users; 404 for others. */
export function usersHandler(users: UserDetails[]) {
  return http.get("/api/user/:id", ({ params }) => {
    const found = users.find((user) => user.id === Number(params.id));
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ message: "Item not found" }, { status: 404 });
  });
}
