import { getRouteApi, Link } from "@tanstack/react-router";
import { Hash } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { PlaceholderPage } from "@/components/ui/placeholder-page";

const route = getRouteApi("/atlas/topics/$slug");

export function TopicPage() {
  const { slug } = route.useParams();
  return (
    <PlaceholderPage
      icon={Hash}
      eyebrow="Topic · coming next"
      title={`Topic: ${slug}`}
      description="One topic of the Atlas: what it is, who follows it and every article that mentions it."
      upcoming={["Topic summary and category", "Follow / Following", "Articles mentioning the topic", "Related topics"]}
    >
      <Link to="/atlas/topics" className={buttonClass("primary")}>
        All topics
      </Link>
      <Link to="/atlas" className={buttonClass("secondary")}>
        Back to the Atlas
      </Link>
    </PlaceholderPage>
  );
}
