import { lineIcon } from "./lineIcon";

export const ChevronRightIcon = lineIcon(<path d="M9 18l6-6-6-6" />);
