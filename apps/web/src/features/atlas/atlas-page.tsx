import { Link } from "@tanstack/react-router";
import { Newspaper, Tags } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { PlaceholderPage } from "@/components/ui/placeholder-page";

export function AtlasPage() {
  return (
    <PlaceholderPage
      icon={Newspaper}
      eyebrow="Atlas · coming next"
      title="The Atlas news feed"
      description="A social news feed of web3 articles, organised into channels and topics you can follow."
      upcoming={[
        "A feed of the latest articles, 10 at a time",
        "Like and bookmark articles",
        "Follow channels and topics",
        "Trending Topics: the top 8, with post counts",
        "Topic highlighting inside each article",
        "Search across everything (2+ characters)",
      ]}
    >
      <Link to="/atlas/topics" className={buttonClass("primary")}>
        <Tags className="size-4" aria-hidden />
        Browse topics
      </Link>
      <Link to="/explore" className={buttonClass("secondary")}>
        Explore missions
      </Link>
    </PlaceholderPage>
  );
}
