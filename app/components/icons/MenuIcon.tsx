import { lineIcon } from "./lineIcon";

export const MenuIcon = lineIcon(<path d="M4 6h16M4 12h16M4 18h16" />);
