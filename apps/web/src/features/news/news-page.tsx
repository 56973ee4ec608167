import { getRouteApi } from "@tanstack/react-router";
import { TrendingUp } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Drawer } from "@/components/ui/drawer";
import { PageHeader } from "@/components/ui/page-header";
import { useRouteTitle } from "@/lib/use-document-title";
import { ArticleView } from "./article-view";
import { NewsFeed } from "./news-feed";
import { PopularChannels } from "./popular-channels";
import { TrendingTopics } from "./trending-topics";

const route = getRouteApi("/atlas");

/** /atlas: the news feed, or the article view when ?article= names one. */
export function NewsHomePage() {
  const { article } = route.useSearch();
  return article ? <ArticleView key={article} slug={article} /> : <NewsFeedPage />;
}

function NewsFeedPage() {
  useRouteTitle("/atlas");
  const [isTrendingOpen, setTrendingOpen] = useState(false);
  const close = () => setTrendingOpen(false);
  return (
    <div>
      <PageHeader
        eyebrow="Atlas"
        title="Crypto news, tagged by what it mentions"
        description="Follow tokens, people, protocols and channels to build your own feed."
        actions={
          <Button variant="secondary" className="lg:hidden" onClick={() => setTrendingOpen(true)}>
            <TrendingUp className="size-4" aria-hidden />
            Trending Topics
          </Button>
        }
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <NewsFeed />
        </div>
        <aside aria-label="Topics and channels" className="hidden lg:block">
          <div className="sticky top-24 space-y-5">
            <TrendingTopics />
            <PopularChannels />
          </div>
        </aside>
      </div>
      <Drawer
        open={isTrendingOpen}
        onOpenChange={setTrendingOpen}
        title="Trending Topics"
        className="max-sm:w-full max-sm:max-w-none"
      >
        <div className="space-y-5 p-4">
          <TrendingTopics onNavigate={close} isHeadingHidden />
          <PopularChannels onNavigate={close} />
        </div>
      </Drawer>
    </div>
  );
}
