import "react-grid-layout/css/styles.css";
import { Box, Heading, HStack, Stack } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { type Layout, Responsive, useContainerWidth } from "react-grid-layout";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { NoEnvironment } from "../../messages/components/NoEnvironment";
import { useLiveEvent } from "../../realtime/hooks/useLiveEvent";
import { listsEntity } from "../../records/api/recordListKeys";
import { menuAccessOf } from "../../shell/utils/menuAccessOf";
import { useMe } from "../../user/hooks/useMe";
import type { Block, BlockPosition } from "../api/Block";
import { dashboardKeys } from "../api/dashboardKeys";
import { listBlocks } from "../api/listBlocks";
import { savePositions } from "../api/savePositions";
import { DashboardContext } from "../hooks/useBlockData";
import { useRefreshMinutes } from "../hooks/useRefreshMinutes";
import { blockTitle } from "../utils/blockTitle";
import {
  BREAKPOINTS,
  type Breakpoint,
  COLUMNS,
  changedPositions,
  layoutOf,
  ROW_HEIGHT,
} from "../utils/gridLayout";
import { linkedCountBlocks } from "../utils/linkedCountBlocks";
import { BLOCK_CLASSES, BlockFrame } from "./BlockFrame";
import { BlockModal } from "./BlockModal";
import { BlockState } from "./BlockState";
import { DashboardToolbar } from "./DashboardToolbar";

/** Enters or leaves the browser's full screen; where it is refused the page still covers the window. */
function useFullScreen(on: boolean, onLeave: () => void) {
  const leave = useRef(onLeave);
  leave.current = onLeave;
  useEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    root.requestFullscreen?.().catch(() => undefined);
    const changed = () => {
      if (!document.fullscreenElement) leave.current();
    };
    document.addEventListener("fullscreenchange", changed);
    return () => {
      document.removeEventListener("fullscreenchange", changed);
      if (document.fullscreenElement) document.exitFullscreen?.().catch(() => undefined);
    };
  }, [on]);
}

/** / : the environment's dashboard, a grid of blocks in the user's own view or the default one. */
export function DashboardPage() {
  const t = useT();
  const environmentId = useCurrentEnvironmentId();
  const environment = useCurrentEnvironment();
  const me = useMe();
  const locale = useContentLocale();
  const admin = menuAccessOf(me.data, environment.data).admin;
  const queryClient = useQueryClient();
  const [dragging, setDragging] = useState(false);
  const [defaultView, setDefaultView] = useState(false);
  const [presenting, setPresenting] = useState(false);
  const [refreshMinutes, setRefreshMinutes] = useRefreshMinutes();
  const [editing, setEditing] = useState<Block | "new" | null>(null);
  const breakpoint = useRef<Breakpoint>("lg");
  const { width, containerRef, mounted } = useContainerWidth();
  useFullScreen(presenting, () => setPresenting(false));

  const key = dashboardKeys.dashboard(environmentId, defaultView);
  const blocks = useQuery({
    queryKey: key,
    queryFn: () => listBlocks({ environment: environmentId as number, dashboard: true, defaultView }),
    enabled: environmentId !== null,
  });

  // Another user's record write refreshes the blocks of that entity at once, not only on the timer; a
  // linked count reads a second entity the page does not know, so any write refreshes it.
  const linkedCounts = useMemo(() => linkedCountBlocks(blocks.data?.results ?? []), [blocks.data]);
  useLiveEvent("displayItem:fetch", (change) => {
    void queryClient.invalidateQueries({
      predicate: (query) =>
        dashboardKeys.isBlockDataOf(query.queryKey, change.defDossierId, linkedCounts) ||
        listsEntity(query.queryKey, change.defDossierId),
    });
  });

  // Derived once per answer, so the grid gets the same layouts object until the positions change.
  const { positions, hiddenIds, shown, layouts } = useMemo(() => {
    const positions = blocks.data?.positions ?? [];
    const hiddenIds = new Set(positions.filter((p) => p.hidden).map((p) => p.block));
    const shown = (blocks.data?.results ?? []).filter((b) => !hiddenIds.has(b.id));
    const layout = layoutOf(
      shown.map((b) => b.id),
      positions,
    );
    return { positions, hiddenIds, shown, layouts: { lg: layout, md: layout, sm: layout } };
  }, [blocks.data]);

  const save = async (changed: BlockPosition[]) => {
    if (changed.length === 0 || environmentId === null) return;
    const answer = await savePositions(environmentId, changed, defaultView);
    queryClient.setQueryData(key, (current: typeof blocks.data) =>
      current ? { ...current, positions: answer.positions } : current,
    );
  };
  const setHidden = (id: number, hidden: boolean) => {
    const position = positions.find((p) => p.block === id);
    if (position) void save([{ ...position, hidden }]);
  };

  if (environmentId === null) return <NoEnvironment />;
  const settings = { refreshMs: refreshMinutes * 60_000, locale };

  return (
    <DashboardContext.Provider value={settings}>
      <Stack
        gap="3"
        {...(presenting
          ? { position: "fixed", inset: "0", zIndex: "overlay", bg: "bg", p: "4", overflow: "auto" }
          : {})}
        data-presenting={presenting || undefined}
      >
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="xl">
            {t("Dashboard")}
          </Heading>
          <DashboardToolbar
            admin={admin}
            dragging={dragging}
            onDragging={setDragging}
            defaultView={defaultView}
            onDefaultView={setDefaultView}
            presenting={presenting}
            onPresenting={setPresenting}
            refreshMinutes={refreshMinutes}
            onRefreshMinutes={setRefreshMinutes}
            hidden={(blocks.data?.results ?? [])
              .filter((b) => hiddenIds.has(b.id))
              .map((b) => ({ id: b.id, title: blockTitle(b, locale) }))}
            onRestore={(id) => setHidden(id, false)}
            onAdd={() => setEditing("new")}
          />
        </HStack>
        {blocks.isPending && <BlockState state="loading" />}
        {blocks.isError && <BlockState state="error" />}
        {blocks.isSuccess && shown.length === 0 && <BlockState state="empty" />}
        <Box ref={containerRef} data-testid="dashboard-grid" data-dragging={dragging || undefined}>
          {mounted && shown.length > 0 && (
            <Responsive
              width={width}
              breakpoints={BREAKPOINTS}
              cols={COLUMNS}
              rowHeight={ROW_HEIGHT}
              layouts={layouts}
              dragConfig={{
                enabled: dragging,
                handle: `.${BLOCK_CLASSES.dragHandle}`,
                cancel: `.${BLOCK_CLASSES.noDrag}`,
              }}
              resizeConfig={{ enabled: dragging }}
              onBreakpointChange={(next) => {
                breakpoint.current = next as Breakpoint;
              }}
              onLayoutChange={(next: Layout) => {
                // Positions are kept in 12 columns, and saved only while drag and resize are on.
                if (!dragging || COLUMNS[breakpoint.current] !== COLUMNS.lg) return;
                void save(changedPositions(next, positions));
              }}
            >
              {shown.map((block) => (
                <div key={String(block.id)}>
                  <BlockFrame
                    block={block}
                    title={blockTitle(block, locale)}
                    dragging={dragging}
                    onHide={() => setHidden(block.id, true)}
                    {...(admin ? { onEdit: () => setEditing(block) } : {})}
                  />
                </div>
              ))}
            </Responsive>
          )}
        </Box>
      </Stack>
      {editing !== null && (
        <BlockModal
          environmentId={environmentId}
          block={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() =>
            void queryClient.invalidateQueries({ queryKey: dashboardKeys.ofEnvironment(environmentId) })
          }
        />
      )}
    </DashboardContext.Provider>
  );
}
