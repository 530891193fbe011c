import { HttpResponse, http } from "msw";
import { MEMBERS } from "../../messages/testing/messageHandlers";
import type { ShareModule, ShareSettings } from "../api/ShareSettings";

/** The module switched on with these entity settings (or off, or absent). */
export function shareModuleHandler(entities: ShareSettings[], active = true) {
  return http.get("/api/environmentmodule", () =>
    HttpResponse.json({
      results: [
        {
          id: 4,
          environment: 1000,
          module: { id: 7, name: "secureshare", description: null },
          active,
          settings: { entities },
        } satisfies ShareModule,
      ],
      pager: { current: 1, pages: 1, items: 1, limit: 1 },
    }),
  );
}

/** GET /user/{id}: a colleague's addresses (the test members' names, made-up addresses). */
export function userContactHandler(asked: URL[] = []) {
  return http.get("/api/user/:id", ({ params, request }) => {
    asked.push(new URL(request.url));
    const id = Number(params.id);
    const member = MEMBERS.find((m) => m.id === id);
    return HttpResponse.json({
      id,
      username: member?.username ?? `user${id}`,
      profile: member?.profile ?? null,
      email: `user${id}@example.org`,
      mobile: "0687654321",
    });
  });
}
