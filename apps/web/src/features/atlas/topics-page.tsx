import { getRouteApi, Link } from "@tanstack/react-router";
import { CircleDot, List, Tags } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { PlaceholderPage } from "@/components/ui/placeholder-page";

const route = getRouteApi("/atlas/topics");

export function TopicsPage() {
  const { view } = route.useSearch();
  const isBubble = view === "bubble";
  return (
    <PlaceholderPage
      icon={isBubble ? CircleDot : Tags}
      eyebrow={isBubble ? "Topics · bubble view" : "Topics · coming next"}
      title={isBubble ? "Topics as bubbles" : "All topics"}
      description={
        isBubble
          ? "Every topic drawn as a bubble sized by how much it is discussed, coloured by its category."
          : "Every topic of the Atlas — projects, tokens, people, events — with post counts and a follow button."
      }
      upcoming={[
        "20 topics per page, sorted by popularity",
        "Entity categories in their own colours",
        "Follow / Following on every topic",
        "A bubble visualisation of the whole catalogue",
      ]}
    >
      {isBubble ? (
        <Link to="/atlas/topics" className={buttonClass("primary")}>
          <List className="size-4" aria-hidden />
          List view
        </Link>
      ) : (
        <Link to="/atlas/topics" search={{ view: "bubble" }} className={buttonClass("primary")}>
          <CircleDot className="size-4" aria-hidden />
          Bubble view
        </Link>
      )}
      <Link to="/atlas" className={buttonClass("secondary")}>
        Back to the Atlas
      </Link>
    </PlaceholderPage>
  );
}
