import { lineIcon } from "./lineIcon";

export const ChevronLeftIcon = lineIcon(<path d="M15 18l-6-6 6-6" />);
