/** An item of the side (admin) menu and the credential prefix that shows it (spec 1-platform section 6). */
export interface AdminMenuItem {
  to: string;
  title: string;
  /** Shown to holders of a credential beginning with this; always shown when absent. */
  credential?: string;
}

export const adminMenuItems: readonly AdminMenuItem[] = [
  { to: "/", title: "Dashboard" },
  { to: "/environment/edit", title: "Generic", credential: "kedo.env" },
  { to: "/datastructure", title: "Data structure", credential: "kedo.datastructure" },
  { to: "/erd", title: "ERD", credential: "kedo.erd" },
  { to: "/roles", title: "Roles", credential: "kedo.role" },
  { to: "/permissions", title: "Permissions", credential: "kedo.permissions" },
  { to: "/logs", title: "Logs", credential: "kedo.logs" },
  { to: "/useractivity", title: "User activity", credential: "kedo.useractivity" },
  { to: "/files", title: "Files", credential: "kedo.file" },
  { to: "/user", title: "Users", credential: "kedo.user" },
  { to: "/languages", title: "Languages", credential: "kedo.locale" },
  { to: "/blocks", title: "Blocks", credential: "kedo.mypageblocks" },
  { to: "/modules", title: "Modules", credential: "kedo.module" },
  { to: "/events", title: "Events", credential: "kedo.event" },
  { to: "/wordkedocx", title: "Document templates", credential: "kedo.kedocx" },
  { to: "/querybuilder", title: "Queries", credential: "kedo.querybuilder" },
  { to: "/webhooks", title: "Webhooks", credential: "kedo.webhooks" },
  // Environment and super admins only (environment-admin is the environment admin's own credential).
  { to: "/embedtokens", title: "Embedding", credential: "environment-admin" },
];
