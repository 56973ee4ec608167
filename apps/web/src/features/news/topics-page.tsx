import { getRouteApi, Link } from "@tanstack/react-router";
import { CircleDot, List } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { cn } from "@/lib/cn";
import { useRouteTitle } from "@/lib/use-document-title";
import { TopicBubbles } from "./topic-bubbles";
import { TopicList } from "./topic-list";

const route = getRouteApi("/atlas/topics");

const toggleClass = (isActive: boolean) =>
  cn(
    "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2",
    "focus-visible:outline-brand",
    isActive ? "bg-surface-3 text-ink" : "text-muted hover:text-ink",
  );

/** /atlas/topics: the topic catalogue as a list, or as bubbles with ?view=bubble. */
export function TopicsPage() {
  useRouteTitle("/atlas/topics");
  const { view } = route.useSearch();
  const isBubble = view === "bubble";
  return (
    <div>
      <PageHeader
        eyebrow={
          <Link to="/atlas" className="hover:underline">
            Atlas
          </Link>
        }
        title="Topics"
        description="Tokens, people, protocols, exchanges and more, tagged in the news. Follow them to build your feed."
        actions={
          <nav aria-label="Topic views" className="flex gap-1 rounded-lg border border-line bg-surface p-1">
            <Link to="/atlas/topics" aria-current={!isBubble ? "page" : undefined} className={toggleClass(!isBubble)}>
              <List className="size-4" aria-hidden />
              List
            </Link>
            <Link
              to="/atlas/topics"
              search={{ view: "bubble" }}
              aria-current={isBubble ? "page" : undefined}
              className={toggleClass(isBubble)}
            >
              <CircleDot className="size-4" aria-hidden />
              Bubbles
            </Link>
          </nav>
        }
      />
      {isBubble ? <TopicBubbles /> : <TopicList />}
    </div>
  );
}
