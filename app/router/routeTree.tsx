import { createRootRoute, createRoute, lazyRouteComponent, Outlet, redirect } from "@tanstack/react-router";
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

const rootRoute = createRootRoute({
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
  validateSearch: (search: Record<string, unknown>): { username?: string; key?: string } => ({
    ...(typeof search.username === "string" ? { username: search.username } : {}),
    ...(typeof search.key === "string" ? { key: search.key } : {}),
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
  placeholderRoute("events", "Events"),
  placeholderRoute("import/$id", "Import"),
  placeholderRoute("files", "Files"),
  placeholderRoute("languages", "Languages"),
  placeholderRoute("layout", "Layout"),
  placeholderRoute("environment/edit", "Generic"),
  placeholderRoute("modules", "Modules"),
  placeholderRoute("order/$id", "Order"),
  placeholderRoute("permissions", "Permissions"),
  placeholderRoute("security", "Security"),
  placeholderRoute("querybuilder/$id", "Query"),
  placeholderRoute("querybuilder", "Queries"),
  placeholderRoute("reports", "Reports"),
  placeholderRoute("reports/overview", "Reports overview"),
  placeholderRoute("role/$id", "Role"),
  placeholderRoute("roles", "Roles"),
  placeholderRoute("upgrade", "Upgrade"),
  placeholderRoute("user", "Users"),
  placeholderRoute("templates/new", "New template"),
  placeholderRoute("templates/$id", "Template"),
  placeholderRoute("templates", "Templates"),
  placeholderRoute("logs", "Logs"),
  placeholderRoute("useractivity", "User activity"),
  placeholderRoute("webhook/$id", "Webhook"),
  placeholderRoute("webhooks", "Webhooks"),
  placeholderRoute("wordkedocx/$id", "Document template"),
  placeholderRoute("wordkedocx", "Document templates"),
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
    dashboardRoute,
    blocksRoute,
    blockRoute,
    dataStructureRoute,
    entityStructureRoute,
    erdRoute,
    ...placeholderRoutes,
  ]),
]);
