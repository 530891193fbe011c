import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import {
  ChangePassword,
  CreatedUser,
  DoneResult,
  EnvironmentMembership,
  ForgotPasswordRequest,
  GlobalRole,
  ListResponse,
  Me,
  OwnUser,
  Presence,
  TwoFactorState,
  UserAccount,
  UserCreate,
  UserDetails,
  UserOption,
  UserProfile,
  type UserProfile as UserProfileValue,
} from "../../schemas";
import type { ServerConfig } from "../config";
import type { Database } from "../db/database";
import { callerOf, sessionOf } from "../http/caller";
import { pathId } from "../http/ids";
import { pageRequest, pagerOf } from "../http/pager";
import { DbId, EmailAddress, NoContent, RequiredText } from "../http/schemaTypes";
import { booleanParam } from "../http/search";
import type { Mailer } from "../mail/mailer";
import { type AccountChange, changeAccount, resetTwoFactor } from "./accountService";
import { getAvatar, setAvatar } from "./avatarService";
import { acceptInvitation, type Invitation, inviteUser } from "./invitationService";
import { assignRoles } from "./membershipService";
import { changePassword, forgotPassword } from "./passwordService";
import { changeTwoFactor } from "./twoFactorService";
import {
  createUser,
  getMe,
  getUser,
  listUsers,
  type NewUser,
  type ProfileChanges,
  updateProfile,
} from "./usersService";

const CreateBody = Type.Object({
  ...UserCreate.properties,
  email: EmailAddress,
  // Without a first password, invite mails a login link where the user chooses one.
  password: Type.Optional(UserCreate.properties.password),
  invite: Type.Optional(Type.Boolean()),
  environment: Type.Optional(DbId),
  environment_roles: Type.Optional(Type.Array(DbId, { maxItems: 500 })),
  roles: Type.Optional(Type.Array(GlobalRole)),
});

const AccountBody = Type.Object({
  roles: Type.Optional(Type.Array(GlobalRole, { maxItems: 10 })),
  active: Type.Optional(Type.Boolean()),
});

const ChangePasswordBody = Type.Object({
  ...ChangePassword.properties,
  repeat_password: Type.Optional(Type.String()),
});

const ForgotPasswordBody = Type.Object({ ...ForgotPasswordRequest.properties, email: EmailAddress });

const ProfileBody = Type.Object({
  profile: Type.Optional(UserProfile),
  // Other private settings (interface preferences) are kept as given; presence must be a known one.
  private_settings: Type.Optional(
    Type.Object({
      presence: Type.Optional(Type.Union([Presence, Type.Null()])),
      // The interface language the profile page saves; the app applies it when the user logs in.
      language: Type.Optional(
        Type.Union([...["en", "nl", "de", "es", "fr", "ru"].map((code) => Type.Literal(code)), Type.Null()]),
      ),
    }),
  ),
  email: Type.Optional(EmailAddress),
  mobile: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
});

const TwoFactorBody = Type.Object({
  enable: Type.Boolean(),
  code: Type.Optional(Type.String({ maxLength: 6 })),
});

const AvatarBody = Type.Object({
  // A data URL, checked by parseAvatar; DELETE removes the picture.
  avatar: Type.String({ maxLength: 800_000 }),
});

const MembershipBody = Type.Object({
  roles: Type.Array(DbId, { maxItems: 500 }),
  active: Type.Optional(Type.Boolean()),
});

const InviteBody = Type.Object({
  environment: DbId,
  username_or_email: RequiredText(),
  roles: Type.Optional(Type.Array(DbId, { maxItems: 500 })),
});

const AcceptBody = Type.Object({ key: RequiredText(100) });

const ListQuery = Type.Object({ environment: Type.Optional(DbId), name: Type.Optional(Type.String()) });
const EnvironmentQuery = Type.Object({ environment: Type.Optional(DbId) });

interface ListQueryValue {
  environment?: number;
  name?: string;
  active?: string;
  admins?: string;
  limit?: string;
  page?: string;
}

export function userRoutes(app: FastifyInstance, db: Database, config: ServerConfig, mailer: Mailer): void {
  app.post<{ Body: { username: string; email: string } }>(
    "/api/user/forgot_password",
    { config: { public: true }, schema: { body: ForgotPasswordBody, response: { 200: DoneResult } } },
    async (request) => {
      await forgotPassword(db, config, mailer, request.body, request.ip);
      return { result: true };
    },
  );

  app.patch<{ Body: { password: string; old_password?: string; repeat_password?: string } }>(
    "/api/user/change_password",
    {
      config: { changesPrivileges: true },
      schema: { body: ChangePasswordBody, response: { 200: DoneResult } },
    },
    async (request) => {
      await changePassword(db, config, sessionOf(request), request.body, request.ip);
      return { result: true };
    },
  );

  app.get("/api/user/me", { schema: { response: { 200: Me } } }, async (request) =>
    getMe(db, callerOf(request)),
  );

  app.post<{ Body: NewUser & { profile?: UserProfileValue } }>(
    "/api/user",
    { schema: { body: CreateBody, response: { 201: CreatedUser } } },
    async (request, reply) => {
      const created = await createUser(db, callerOf(request), request.body, { config, mailer });
      return reply.code(201).send(created);
    },
  );

  app.patch<{ Params: { id: string }; Body: AccountChange }>(
    "/api/user/:id/account",
    { config: { changesPrivileges: true }, schema: { body: AccountBody, response: { 200: UserAccount } } },
    async (request) => changeAccount(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.delete<{ Params: { id: string } }>(
    "/api/user/:id/twofactor",
    { config: { changesPrivileges: true }, schema: { response: { 200: TwoFactorState } } },
    async (request) => resetTwoFactor(db, callerOf(request), pathId(request.params.id)),
  );

  app.get<{ Querystring: ListQueryValue }>(
    "/api/user",
    { schema: { querystring: ListQuery, response: { 200: ListResponse(UserOption) } } },
    async (request) => {
      const page = pageRequest(request.query);
      const { rows, items } = await listUsers(
        db,
        callerOf(request),
        {
          ...(request.query.environment !== undefined ? { environment: request.query.environment } : {}),
          ...(request.query.name !== undefined ? { name: request.query.name } : {}),
          active: booleanParam(request.query.active),
          admins: booleanParam(request.query.admins) === true,
        },
        page,
      );
      return { results: rows, pager: pagerOf(page, items) };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { environment?: number } }>(
    "/api/user/:id",
    { schema: { querystring: EnvironmentQuery, response: { 200: UserDetails } } },
    async (request) => getUser(db, callerOf(request), pathId(request.params.id), request.query.environment),
  );

  app.patch<{ Params: { id: string }; Body: ProfileChanges }>(
    "/api/user/:id/profile",
    { schema: { body: ProfileBody, response: { 200: OwnUser } } },
    async (request) => updateProfile(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.delete<{ Params: { id: string } }>(
    "/api/user/:id/avatar",
    { schema: { response: NoContent } },
    async (request, reply) => {
      await setAvatar(db, callerOf(request), pathId(request.params.id), null);
      return reply.code(204).send();
    },
  );

  app.put<{ Params: { id: string }; Body: { avatar: string } }>(
    "/api/user/:id/avatar",
    { schema: { body: AvatarBody, response: NoContent } },
    async (request, reply) => {
      await setAvatar(db, callerOf(request), pathId(request.params.id), request.body.avatar);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { id: string } }>("/api/user/:id/avatar", async (request, reply) => {
    const avatar = await getAvatar(db, callerOf(request), pathId(request.params.id));
    // The address carries the picture's fingerprint, so a day's caching never shows an old one for long.
    return reply.type(avatar.mime).header("cache-control", "private, max-age=86400").send(avatar.bytes);
  });

  app.post<{ Params: { id: string }; Body: { enable: boolean; code?: string } }>(
    "/api/user/:id/twofactor",
    {
      config: { changesPrivileges: true },
      schema: { body: TwoFactorBody, response: { 200: TwoFactorState } },
    },
    async (request) => changeTwoFactor(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.put<{ Params: { id: string; environment: string }; Body: { roles: number[]; active?: boolean } }>(
    "/api/user/:id/roles/:environment",
    { schema: { body: MembershipBody, response: { 200: EnvironmentMembership } } },
    async (request) =>
      assignRoles(
        db,
        callerOf(request),
        pathId(request.params.id),
        pathId(request.params.environment),
        request.body,
      ),
  );

  app.post<{ Body: Invitation }>(
    "/api/user/invite",
    { schema: { body: InviteBody, response: { 202: DoneResult } } },
    async (request, reply) => {
      await inviteUser(db, { config, mailer }, callerOf(request), request.body);
      return reply.code(202).send({ result: true });
    },
  );

  app.post<{ Body: { key: string } }>(
    "/api/invitation/accept",
    { schema: { body: AcceptBody, response: { 200: EnvironmentMembership } } },
    async (request) => acceptInvitation(db, callerOf(request), request.body.key),
  );
}
