import type { Block } from "../api/Block";
import { ActiveUsersBlock } from "./blocks/ActiveUsersBlock";
import { ChartBlock } from "./blocks/ChartBlock";
import { ContainerBlock } from "./blocks/ContainerBlock";
import { FunnelBlock } from "./blocks/FunnelBlock";
import { GeomapBlock } from "./blocks/GeomapBlock";
import { ListBlock } from "./blocks/ListBlock";
import { NewRecordsBlock } from "./blocks/NewRecordsBlock";
import { OnlineUsersBlock } from "./blocks/OnlineUsersBlock";
import { PercentageBlock } from "./blocks/PercentageBlock";
import { SumBlock } from "./blocks/SumBlock";

/** What a block shows, by its type (spec 1-platform section 9). */
export function BlockContent({ block, title }: { block: Block; title: string }) {
  switch (block.type) {
    case "dashboard":
      return <ListBlock block={block} title={title} />;
    case "count_list_options":
    case "count_link_options":
    case "date_statistics":
      return <ChartBlock block={block} title={title} />;
    case "funnel":
      return <FunnelBlock block={block} title={title} />;
    case "sum_fields":
      return <SumBlock block={block} title={title} />;
    case "list_option_percentage_conditions":
      return <PercentageBlock block={block} />;
    case "online_users":
      return <OnlineUsersBlock block={block} />;
    case "active_users":
      return <ActiveUsersBlock block={block} title={title} />;
    case "new_dossier_statistics":
      return <NewRecordsBlock block={block} title={title} />;
    case "geomap":
      return <GeomapBlock block={block} />;
    case "block_container":
      return <ContainerBlock block={block} Content={BlockContent} />;
    default:
      return null;
  }
}
