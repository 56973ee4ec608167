import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { hierarchy, pack } from "d3-hierarchy";
import { Minus, Plus, RotateCcw } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { bubbleTopicsQuery } from "./news-api";
import { entityStyle, formatCount, postsLabel } from "./news-format";
import type { TopicView } from "./news-types";
import { EntityLabel } from "./entity-label";
import { countOf } from "@questhq/core";
import { cn } from "@/lib/cn";

const SIZE = 800;
const MIN_ZOOM = 1;
const MAX_ZOOM = 8;

type Bubble = { topic: TopicView; x: number; y: number; r: number };
type View = { k: number; cx: number; cy: number };

const clampView = (v: View): View => {
  const k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, v.k));
  const half = SIZE / (2 * k);
  return { k, cx: Math.min(SIZE - half, Math.max(half, v.cx)), cy: Math.min(SIZE - half, Math.max(half, v.cy)) };
};

function layout(topics: TopicView[]): Bubble[] {
  type Node = { topic?: TopicView; children?: Node[] };
  const root = hierarchy<Node>({ children: topics.map((topic) => ({ topic })) })
    .sum((d) => (d.topic ? Math.max(1, d.topic.content_count) : 0))
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  return pack<Node>()
    .size([SIZE, SIZE])
    .padding(3)(root)
    .leaves()
    .flatMap((n) => (n.data.topic ? [{ topic: n.data.topic, x: n.x, y: n.y, r: n.r }] : []));
}

/**
 * /atlas/topics?view=bubble: topics packed as circles sized by post count and coloured by
 * category. Hover or focus shows details, click or Enter opens the topic; zoom with the buttons
 * or the wheel, drag to pan. The same topics are listed as links beside it for screen readers.
 */
export function TopicBubbles() {
  const query = useQuery(bubbleTopicsQuery);
  const navigate = useNavigate();
  const bubbles = useMemo(() => layout(query.data ?? []), [query.data]);
  const [view, setView] = useState<View>({ k: 1, cx: SIZE / 2, cy: SIZE / 2 });
  const [active, setActive] = useState<Bubble | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the <svg> (svgRef) exists once the query succeeded
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = svg.getBoundingClientRect();
      setView((v) => {
        const px = v.cx - SIZE / (2 * v.k) + ((e.clientX - rect.left) / rect.width) * (SIZE / v.k);
        const py = v.cy - SIZE / (2 * v.k) + ((e.clientY - rect.top) / rect.height) * (SIZE / v.k);
        const k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, v.k * (e.deltaY < 0 ? 1.2 : 1 / 1.2)));
        // Keep the point under the pointer where it is.
        return clampView({ k, cx: px + (v.cx - px) * (v.k / k), cy: py + (v.cy - py) * (v.k / k) });
      });
    };
    svg.addEventListener("wheel", onWheel, { passive: false });
    return () => svg.removeEventListener("wheel", onWheel);
  }, [query.isSuccess]);

  if (query.isPending) return <Skeleton className="aspect-square w-full max-w-3xl rounded-full" />;
  if (query.isError)
    return <ErrorState error={query.error} title="Topics could not be loaded" onRetry={() => void query.refetch()} />;
  if (bubbles.length === 0) return <p className="py-10 text-center text-sm text-muted">No topics found.</p>;

  const w = SIZE / view.k;
  const viewBox = `${view.cx - w / 2} ${view.cy - w / 2} ${w} ${w}`;
  const open = (t: TopicView) => void navigate({ to: "/atlas/topics/$slug", params: { slug: t.slug } });
  const zoomBy = (f: number) => setView((v) => clampView({ ...v, k: v.k * f }));
  const tipLeft = active ? ((active.x - (view.cx - w / 2)) / w) * 100 : 0;
  const tipTop = active ? ((active.y - active.r - (view.cy - w / 2)) / w) * 100 : 0;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="space-y-3">
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would change the layout (min-content width) */}
        <div className="flex items-center gap-2" role="group" aria-label="Zoom">
          <Button
            variant="secondary"
            size="icon"
            aria-label="Zoom in"
            onClick={() => zoomBy(1.5)}
            disabled={view.k >= MAX_ZOOM}
          >
            <Plus className="size-4" aria-hidden />
          </Button>
          <Button
            variant="secondary"
            size="icon"
            aria-label="Zoom out"
            onClick={() => zoomBy(1 / 1.5)}
            disabled={view.k <= MIN_ZOOM}
          >
            <Minus className="size-4" aria-hidden />
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setView({ k: 1, cx: SIZE / 2, cy: SIZE / 2 })}>
            <RotateCcw className="size-4" aria-hidden />
            Reset zoom
          </Button>
          <span className="ml-auto text-xs text-muted tabular-nums">{`${Math.round(view.k * 100)}%`}</span>
        </div>
        <div
          className={cn(
            "relative mx-auto aspect-square w-full max-w-3xl overflow-hidden rounded-card border border-line",
            "bg-surface",
          )}
        >
          {/* biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a fieldset; the group names the chart */}
          <svg
            ref={svgRef}
            viewBox={viewBox}
            role="group"
            aria-label={`Topic bubbles, ${countOf(bubbles.length, "topic")}`}
            className="size-full touch-none select-none"
            onPointerDown={(e) => {
              if (view.k === 1) return;
              drag.current = { x: e.clientX, y: e.clientY, view };
            }}
            onPointerMove={(e) => {
              const d = drag.current;
              if (!d || !svgRef.current) return;
              const scale = SIZE / d.view.k / svgRef.current.getBoundingClientRect().width;
              setView(
                clampView({
                  ...d.view,
                  cx: d.view.cx - (e.clientX - d.x) * scale,
                  cy: d.view.cy - (e.clientY - d.y) * scale,
                }),
              );
            }}
            onPointerUp={() => (drag.current = null)}
            onPointerLeave={() => (drag.current = null)}
          >
            {bubbles.map((b) => {
              const { color, label } = entityStyle(b.topic.entity_type);
              return (
                // biome-ignore lint/a11y/useSemanticElements: an SVG shape that opens its topic on click, Enter, Space
                <g
                  key={b.topic.id}
                  role="link"
                  tabIndex={0}
                  aria-label={`${b.topic.name}, ${label}, ${postsLabel(b.topic.content_count)}`}
                  className={cn(
                    "cursor-pointer outline-none [&:focus-visible>circle]:stroke-white",
                    "[&:focus-visible>circle]:stroke-[3]",
                  )}
                  onClick={() => open(b.topic)}
                  onKeyDown={(e) => {
                    if (e.key === "Enter" || e.key === " ") {
                      e.preventDefault();
                      open(b.topic);
                    }
                  }}
                  onMouseEnter={() => setActive(b)}
                  onMouseLeave={() => setActive((a) => (a === b ? null : a))}
                  onFocus={() => setActive(b)}
                  onBlur={() => setActive((a) => (a === b ? null : a))}
                >
                  <circle cx={b.x} cy={b.y} r={b.r} fill={`${color}40`} stroke={color} strokeWidth={1.5} />
                  {b.r * view.k > 22 ? (
                    <text
                      x={b.x}
                      y={b.y}
                      textAnchor="middle"
                      dominantBaseline="central"
                      fill="currentColor"
                      className="pointer-events-none fill-ink"
                      fontSize={Math.min(b.r / 3, 14 / view.k + b.r / 6)}
                    >
                      {b.topic.name.length > 14 ? `${b.topic.name.slice(0, 13)}…` : b.topic.name}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </svg>
          {active ? (
            <div
              role="tooltip"
              className={cn(
                "pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full rounded-lg border border-line",
                "bg-surface-2 px-3 py-2 text-xs shadow-lg",
              )}
              style={{ left: `${Math.min(90, Math.max(10, tipLeft))}%`, top: `${Math.max(12, tipTop)}%` }}
            >
              <p className="font-semibold text-ink">{active.topic.name}</p>
              <EntityLabel type={active.topic.entity_type} />
              <p className="text-muted">
                {postsLabel(active.topic.content_count)}
                {active.topic.follower_count !== undefined
                  ? ` · ${formatCount(active.topic.follower_count)} ` +
                    (active.topic.follower_count === 1 ? "follower" : "followers")
                  : ""}
              </p>
            </div>
          ) : null}
        </div>
      </div>
      <nav
        aria-label="Topics as a list"
        className="max-h-[36rem] overflow-y-auto rounded-card border border-line bg-surface p-3"
      >
        <h2 className="mb-2 px-1 text-sm font-semibold text-ink">Topics as a list</h2>
        <ol className="space-y-1 text-sm">
          {bubbles.map((b) => (
            <li key={b.topic.id}>
              <Link
                to="/atlas/topics/$slug"
                params={{ slug: b.topic.slug }}
                className={cn(
                  "flex items-center gap-2 rounded px-1 py-1 text-muted hover:bg-surface-2 hover:text-ink",
                  "focus-visible:outline-2 focus-visible:outline-brand",
                )}
              >
                <span
                  aria-hidden
                  className="size-2 rounded-full"
                  style={{ backgroundColor: entityStyle(b.topic.entity_type).color }}
                />
                <span className="min-w-0 flex-1 truncate">{b.topic.name}</span>
                <span className="text-xs tabular-nums">{formatCount(b.topic.content_count)}</span>
              </Link>
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}
