import type { QueryClient } from "@tanstack/react-query";
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  Outlet,
  redirect,
} from "@tanstack/react-router";
import { Toaster } from "../components/Toaster";
import { tokenStore } from "../modules/session/state/tokenStore";
import { isTokenValid } from "../modules/session/utils/isTokenValid";
import { ErrorPage } from "../pages/ErrorPage";
import { NotFoundPage } from "../pages/NotFoundPage";
import { PlaceholderPage } from "../pages/PlaceholderPage";
import "../modules/navigation/routeStaticData";
import { RouteAnnouncer } from "../modules/navigation/components/RouteAnnouncer";
import { SkipLink } from "../modules/navigation/components/SkipLink";
import { requireSession } from "./requireSession";

/** What every route's loader may use: the app's query cache, to start a page's reads with its code. */
export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * A records route's loader: fetches the entity's bundle while the page's code loads (both in parallel; the
 * page's own query then finds it on its way). Never awaited, so a slow bundle does not hold the route.
 */
const prefetchBundle = ({ params, context }: { params: { id: string }; context: RouterContext }) => {
  void import("../modules/records/api/prefetchEntityBundle").then(({ prefetchEntityBundle }) =>
    prefetchEntityBundle(context.queryClient, Number(params.id)),
  );
};

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <SkipLink />
      <Outlet />
      <RouteAnnouncer />
      <Toaster />
    </>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: ({ error }) => <ErrorPage error={error} />,
});

// Public routes

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  staticData: { title: "Log in" },
  path: "login",
  // ?sso=failed: the way back from single sign-on did not give a session.
  validateSearch: (search: Record<string, unknown>): { username?: string; key?: string; sso?: "failed" } => ({
    ...(typeof search.username === "string" ? { username: search.username } : {}),
    ...(typeof search.key === "string" ? { key: search.key } : {}),
    ...(search.sso === "failed" ? { sso: "failed" as const } : {}),
  }),
  beforeLoad: ({ search }) => {
    // Logged in already: nothing to do here, unless a login link asks for another session.
    if (!search.key && isTokenValid(tokenStore.get())) throw redirect({ to: "/environment" });
  },
  component: lazyRouteComponent(() => import("../modules/session/components/LoginPage"), "LoginPage"),
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  staticData: { title: "Forgot password?" },
  path: "forgot_password",
  component: lazyRouteComponent(
    () => import("../modules/session/components/ForgotPasswordPage"),
    "ForgotPasswordPage",
  ),
});

const azureRoute = createRoute({
  getParentRoute: () => rootRoute,
  staticData: { title: "Log in with Microsoft" },
  path: "azure",
  component: lazyRouteComponent(() => import("../modules/session/components/AzurePage"), "AzurePage"),
});

const authenticationRoute = createRoute({
  getParentRoute: () => rootRoute,
  staticData: { title: "Authentication" },
  path: "authentication",
  component: lazyRouteComponent(
    () => import("../modules/session/components/AuthenticationPage"),
    "AuthenticationPage",
  ),
});

// The link of an invitation mail: logged in (the login comes back here), but outside the shell, since the
// invited user may have no environment yet.
const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  staticData: { title: "Invitation" },
  path: "invitation",
  validateSearch: (search: Record<string, unknown>): { key?: string } =>
    typeof search.key === "string" ? { key: search.key } : {},
  beforeLoad: ({ location }) => requireSession(location.href),
  component: lazyRouteComponent(() => import("../modules/user/components/InvitationPage"), "InvitationPage"),
});

// Logged-in routes, inside the shell

const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "shell",
  beforeLoad: ({ location }) => requireSession(location.href),
  component: lazyRouteComponent(() => import("../modules/shell/components/Shell"), "Shell"),
});

const environmentRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Environments" },
  path: "environment",
  component: lazyRouteComponent(
    () => import("../modules/environment/components/EnvironmentPage"),
    "EnvironmentPage",
  ),
});

const entityListRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Records" },
  path: "defdossier/$id",
  validateSearch: (search: Record<string, unknown>): { dossierQuery?: string } =>
    typeof search.dossierQuery === "string" ? { dossierQuery: search.dossierQuery } : {},
  loader: prefetchBundle,
  component: lazyRouteComponent(
    () => import("../modules/records/components/RecordListPage"),
    "RecordListPage",
  ),
});

const entityEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Edit entity" },
  path: "defdossier/edit/$id",
  component: lazyRouteComponent(
    () => import("../modules/designer/components/entity/EntityEditPage"),
    "EntityEditPage",
  ),
});

const entityConditionsRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Conditions" },
  path: "defdossier/conditions/$id",
  component: lazyRouteComponent(
    () => import("../modules/designer/components/conditions/ConditionsPage"),
    "ConditionsPage",
  ),
});

const recordCreateRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "New record" },
  path: "contentdossier/create/$id",
  loader: prefetchBundle,
  component: lazyRouteComponent(
    () => import("../modules/record/components/CreateRecordPage"),
    "CreateRecordPage",
  ),
});

const recordDetailRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Record" },
  path: "contentdossier/$id",
  validateSearch: (search: Record<string, unknown>): { selectedTab?: number } => {
    const tab = Number(search.selectedTab);
    return Number.isInteger(tab) && tab > 0 ? { selectedTab: tab } : {};
  },
  component: lazyRouteComponent(
    () => import("../modules/record/components/RecordDetailPage"),
    "RecordDetailPage",
  ),
});

const careAssignmentsRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Assignments" },
  path: "module/jwwmo/toewijzingen",
  component: lazyRouteComponent(
    () => import("../modules/shell/components/CareAssignmentsPage"),
    "CareAssignmentsPage",
  ),
});

const fieldEditorRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Field designer" },
  path: "fieldeditor/$id",
  // ?editData=1 opens the ERD editor instead of the field designer.
  validateSearch: (search: Record<string, unknown>): { editData?: 1 } =>
    String(search.editData) === "1" ? { editData: 1 } : {},
  component: lazyRouteComponent(
    () => import("../modules/designer/components/FieldEditorPage"),
    "FieldEditorPage",
  ),
});

const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Dashboard" },
  path: "/",
  component: lazyRouteComponent(
    () => import("../modules/dashboard/components/DashboardPage"),
    "DashboardPage",
  ),
});

const blocksRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Blocks" },
  path: "blocks",
  component: lazyRouteComponent(() => import("../modules/dashboard/components/BlocksPage"), "BlocksPage"),
});

const eventsRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Events" },
  path: "events",
  component: lazyRouteComponent(() => import("../modules/webhooks/components/EventsPage"), "EventsPage"),
});

const webhooksRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Webhooks" },
  path: "webhooks",
  component: lazyRouteComponent(() => import("../modules/webhooks/components/WebhooksPage"), "WebhooksPage"),
});

const embedTokensRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Embedding" },
  path: "embedtokens",
  component: lazyRouteComponent(
    () => import("../modules/embedding/components/EmbedTokensPage"),
    "EmbedTokensPage",
  ),
});

const webhookRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Webhook" },
  path: "webhook/$id",
  component: lazyRouteComponent(() => import("../modules/webhooks/components/WebhookPage"), "WebhookPage"),
});

const blockRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Block" },
  path: "blocks/$id",
  component: lazyRouteComponent(() => import("../modules/dashboard/components/BlocksPage"), "BlockEditPage"),
});

const messagesRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Messages" },
  path: "messages",
  component: lazyRouteComponent(() => import("../modules/messages/components/MessagesPage"), "MessagesPage"),
});

const messageRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Message" },
  path: "messages/$id",
  component: lazyRouteComponent(() => import("../modules/messages/components/MessagePage"), "MessagePage"),
});

const userRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "User" },
  path: "user/$id",
  component: lazyRouteComponent(
    () => import("../modules/user/components/UserProfilePage"),
    "UserProfilePage",
  ),
});

const profileRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Profile" },
  path: "profile",
  component: lazyRouteComponent(() => import("../modules/user/components/ProfilePage"), "ProfilePage"),
});

const subscriptionsRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Subscriptions" },
  path: "subscriptions",
  component: lazyRouteComponent(
    () => import("../modules/user/components/SubscriptionsPage"),
    "SubscriptionsPage",
  ),
});

const colleaguesRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Colleagues" },
  path: "colleagues",
  component: lazyRouteComponent(() => import("../modules/user/components/ColleaguesPage"), "ColleaguesPage"),
});

const logsRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Logs" },
  path: "logs",
  component: lazyRouteComponent(() => import("../modules/logs/components/LogsPage"), "LogsPage"),
});

const userActivityRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "User activity" },
  path: "useractivity",
  // ?user={id}: a user's page links to their activity.
  validateSearch: (search: Record<string, unknown>): { user?: number } => {
    const user = Number(search.user);
    return Number.isInteger(user) && user > 0 ? { user } : {};
  },
  component: lazyRouteComponent(
    () => import("../modules/logs/components/UserActivityPage"),
    "UserActivityPage",
  ),
});

const filesRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Files" },
  path: "files",
  component: lazyRouteComponent(() => import("../modules/files/components/FilesPage"), "FilesPage"),
});

const contactRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Contact" },
  path: "contact",
  component: lazyRouteComponent(() => import("../modules/user/components/ContactPage"), "ContactPage"),
});

const dataStructureRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Data structure" },
  path: "datastructure",
  component: lazyRouteComponent(
    () => import("../modules/datastructure/components/DataStructurePage"),
    "DataStructurePage",
  ),
});

const entityStructureRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Data structure" },
  path: "datastructure/$id",
  component: lazyRouteComponent(
    () => import("../modules/datastructure/components/EntityStructurePage"),
    "EntityStructurePage",
  ),
});

const erdRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "ERD" },
  path: "erd",
  component: lazyRouteComponent(() => import("../modules/datastructure/components/ErdPage"), "ErdPage"),
});

const queriesRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Queries" },
  path: "querybuilder",
  component: lazyRouteComponent(
    () => import("../modules/querybuilder/components/QueriesPage"),
    "QueriesPage",
  ),
});

const queryRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Query" },
  path: "querybuilder/$id",
  // A new query (id 0) may be opened for an entity, as the designer's Add does.
  validateSearch: (search: Record<string, unknown>): { defDossier?: number } => {
    const entity = Number(search.defDossier);
    return Number.isInteger(entity) && entity > 0 ? { defDossier: entity } : {};
  },
  component: lazyRouteComponent(
    () => import("../modules/querybuilder/components/QueryEditorPage"),
    "QueryEditorPage",
  ),
});

// The chosen environment's settings pages (issue 13).
const environmentGenericRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Generic" },
  path: "environment/edit",
  component: lazyRouteComponent(
    () => import("../modules/environmentSettings/components/GenericPage"),
    "GenericPage",
  ),
});

const environmentLayoutRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Layout" },
  path: "layout",
  component: lazyRouteComponent(
    () => import("../modules/environmentSettings/components/LayoutPage"),
    "LayoutPage",
  ),
});

const environmentLanguagesRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Languages" },
  path: "languages",
  component: lazyRouteComponent(
    () => import("../modules/environmentSettings/components/LanguagesPage"),
    "LanguagesPage",
  ),
});

const environmentModulesRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Modules" },
  path: "modules",
  component: lazyRouteComponent(
    () => import("../modules/environmentSettings/components/ModulesPage"),
    "ModulesPage",
  ),
});

const environmentSecurityRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Security" },
  path: "security",
  component: lazyRouteComponent(
    () => import("../modules/environmentSettings/components/SecurityPage"),
    "SecurityPage",
  ),
});

const rolesRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Roles" },
  path: "roles",
  component: lazyRouteComponent(() => import("../modules/roles/components/RolesPage"), "RolesPage"),
});

const roleRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Role" },
  path: "role/$id",
  component: lazyRouteComponent(() => import("../modules/roles/components/RolePage"), "RolePage"),
});

const permissionsRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Permissions" },
  path: "permissions",
  component: lazyRouteComponent(
    () => import("../modules/roles/components/PermissionsPage"),
    "PermissionsPage",
  ),
});

const usersRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Users" },
  path: "user",
  component: lazyRouteComponent(() => import("../modules/useradmin/components/UsersPage"), "UsersPage"),
});

const documentTemplatesRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Document templates" },
  path: "wordkedocx",
  component: lazyRouteComponent(
    () => import("../modules/documents/components/DocumentTemplatesPage"),
    "DocumentTemplatesPage",
  ),
});

const documentTemplateRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Document template" },
  path: "wordkedocx/$id",
  component: lazyRouteComponent(
    () => import("../modules/documents/components/DocumentTemplatePage"),
    "DocumentTemplatePage",
  ),
});

const importRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Import" },
  path: "import/$id",
  component: lazyRouteComponent(() => import("../modules/import/components/ImportPage"), "ImportPage"),
});

const templatesRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Templates" },
  path: "templates",
  component: lazyRouteComponent(
    () => import("../modules/templates/components/TemplatesPage"),
    "TemplatesPage",
  ),
});

const newTemplateRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "New template" },
  path: "templates/new",
  component: lazyRouteComponent(
    () => import("../modules/templates/components/TemplatePage"),
    "NewTemplatePage",
  ),
});

const templateRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Template" },
  path: "templates/$id",
  component: lazyRouteComponent(() => import("../modules/templates/components/TemplatePage"), "TemplatePage"),
});

const upgradeRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Upgrade" },
  path: "upgrade",
  component: lazyRouteComponent(() => import("../modules/contracts/components/UpgradePage"), "UpgradePage"),
});

const orderRoute = createRoute({
  getParentRoute: () => shellRoute,
  staticData: { title: "Order" },
  path: "order/$id",
  component: lazyRouteComponent(() => import("../modules/contracts/components/OrderPage"), "OrderPage"),
});

/** A page of the spec's route table whose screen is not built yet. */
function placeholderRoute<const P extends string>(path: P, title: string) {
  return createRoute({
    getParentRoute: () => shellRoute,
    path,
    staticData: { title },
    component: () => <PlaceholderPage title={title} />,
  });
}

/** The logged-in pages of spec 1-platform section 2 that show a placeholder for now. */
export const placeholderRoutes = [
  placeholderRoute("reports", "Reports"),
  placeholderRoute("reports/overview", "Reports overview"),
];

export const routeTree = rootRoute.addChildren([
  loginRoute,
  forgotPasswordRoute,
  azureRoute,
  authenticationRoute,
  invitationRoute,
  shellRoute.addChildren([
    environmentRoute,
    entityListRoute,
    entityEditRoute,
    entityConditionsRoute,
    careAssignmentsRoute,
    recordCreateRoute,
    recordDetailRoute,
    fieldEditorRoute,
    messagesRoute,
    messageRoute,
    userRoute,
    profileRoute,
    subscriptionsRoute,
    colleaguesRoute,
    contactRoute,
    logsRoute,
    userActivityRoute,
    filesRoute,
    dashboardRoute,
    blocksRoute,
    blockRoute,
    eventsRoute,
    webhooksRoute,
    webhookRoute,
    embedTokensRoute,
    environmentGenericRoute,
    environmentLayoutRoute,
    environmentLanguagesRoute,
    environmentModulesRoute,
    environmentSecurityRoute,
    dataStructureRoute,
    entityStructureRoute,
    erdRoute,
    queriesRoute,
    queryRoute,
    rolesRoute,
    roleRoute,
    permissionsRoute,
    usersRoute,
    documentTemplatesRoute,
    documentTemplateRoute,
    templatesRoute,
    newTemplateRoute,
    templateRoute,
    importRoute,
    upgradeRoute,
    orderRoute,
    ...placeholderRoutes,
  ]),
]);
