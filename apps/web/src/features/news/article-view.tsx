import { CLIENT_ROUTES } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ExternalLink, Tags } from "lucide-react";
import { useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { Drawer } from "@/components/ui/drawer";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { richTextClass } from "@/features/mission-shared";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { useDocumentTitle } from "@/lib/use-document-title";
import { articleQuery } from "./news-api";
import { formatLabel, fullDate } from "./news-format";
import { ArticleTopicsCard, type HighlightOptions } from "./article-topics-card";
import { BackToAtlasLink } from "./back-to-atlas-link";
import { ChannelIcon } from "./content-card";
import { ContentActions } from "./content-actions";
import { TrendingTopics } from "./trending-topics";
import { useTopicHighlight } from "./use-topic-highlight";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function BackLink() {
  return <BackToAtlasLink className="text-sm">Back to the feed</BackToAtlasLink>;
}

function ArticleSkeleton() {
  return (
    <div role="status" aria-label="Loading the article" className="space-y-4">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-9 w-4/5" />
      <Skeleton className="h-4 w-56" />
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders, all alike and never reordered
        <Skeleton key={i} className="h-4 w-full" />
      ))}
    </div>
  );
}

/** /atlas?article={slug}: the article with its topics card (in the articleTopics drawer on phones). */
export function ArticleView({ slug }: { slug: string }) {
  const query = useQuery(articleQuery(slug));
  const [highlight, setHighlight] = useState<HighlightOptions>({ enabled: false, firstOnly: false });
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const bodyRef = useRef<HTMLElement>(null);
  useTopicHighlight(bodyRef, query.data?.body_html ?? "", query.data?.topics ?? [], highlight);
  const isMissing = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(query.data?.title ?? (isMissing ? "Article not found" : CLIENT_ROUTES["/atlas"].title));

  if (query.isPending) return <ArticleSkeleton />;
  if (query.isError) {
    return (
      <div className="space-y-4">
        <BackLink />
        <ErrorState
          error={query.error}
          title={isMissing ? "Article not found" : "The article could not be loaded"}
          onRetry={isMissing ? undefined : () => void query.refetch()}
        />
      </div>
    );
  }

  const article = query.data;
  const originalUrl = article.canonical_url || null;
  const card = (inDrawer: boolean) => (
    <ArticleTopicsCard
      topics={article.topics}
      highlight={highlight}
      onHighlightChange={setHighlight}
      onNavigate={inDrawer ? () => setDrawerOpen(false) : undefined}
      isHeadingHidden={inDrawer}
    />
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <article aria-labelledby="article-title" className="min-w-0">
        <div className="mb-4 flex items-center justify-between gap-3">
          <BackLink />
          <Button variant="secondary" size="sm" className="lg:hidden" onClick={() => setDrawerOpen(true)}>
            <Tags className="size-4" aria-hidden />
            Article topics
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <ChannelIcon channel={article.channel} />
          <Link
            to="/atlas"
            search={{ channel_id: String(article.channel.id) }}
            className={cn(
              "rounded font-medium text-ink",
              "hover:text-accent focus-visible:outline-2 focus-visible:outline-brand",
            )}
          >
            {article.channel.name}
          </Link>
          <Badge>{formatLabel(article.content_format)}</Badge>
        </div>
        <h1 id="article-title" className="mt-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {article.title}
        </h1>
        <p className="mt-2 text-sm text-muted">
          {article.author ? <span>By {article.author} · </span> : null}
          <time dateTime={article.published_at}>{fullDate(article.published_at)}</time>
        </p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-y border-line py-3">
          <ContentActions item={article} />
          {originalUrl ? (
            <a href={originalUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("ghost", "sm")}>
              Read the original
              <ExternalLink className="size-4" aria-hidden />
            </a>
          ) : null}
        </div>
        {article.image_url ? (
          <img src={article.image_url} alt="" className="mt-6 max-h-96 w-full rounded-card object-cover" />
        ) : null}
        <section
          ref={bodyRef}
          aria-label="Article text"
          className={cn(richTextClass, "mt-6 text-base text-ink/90 [&_p]:my-4")}
          // Sanitised by the server at ingestion (only formatting tags and http(s) links survive).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised at ingestion (news/ingest), or escaped here
          dangerouslySetInnerHTML={{ __html: article.body_html || `<p>${escapeHtml(article.summary ?? "")}</p>` }}
        />
      </article>
      <aside className="hidden lg:block">
        <div className="sticky top-24 space-y-5">
          {card(false)}
          <TrendingTopics />
        </div>
      </aside>
      <Drawer
        open={isDrawerOpen}
        onOpenChange={setDrawerOpen}
        title="Article topics"
        className="max-sm:w-full max-sm:max-w-none"
      >
        <div className="p-4">{card(true)}</div>
      </Drawer>
    </div>
  );
}
