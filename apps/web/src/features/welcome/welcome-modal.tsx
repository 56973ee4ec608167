import { useLocation } from "@tanstack/react-router";
import { ExternalLink, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { useSession } from "@/features/session/index";
import {
  hasSeenWelcome,
  isWelcomeExcludedPath,
  markWelcomeSeen,
  WELCOME_POSTER_URL,
  WELCOME_VIDEO_URL,
  WELCOME_VIDEO_WATCH_URL,
} from "./welcome-rules";
import { claimAnnouncement } from "./announcements";
import { ChallengesActions } from "./challenges-actions";
import { cn } from "@/lib/cn";

/**
 * A poster from the app itself with a play button; the YouTube frame is created only on click. Offline (or where
 * YouTube is blocked) the modal therefore never shows a broken frame, and the plain link still says where to watch.
 */
function WelcomeVideo() {
  const [isPlaying, setIsPlaying] = useState(false);
  return (
    <div className="space-y-2">
      <div className="relative aspect-video overflow-hidden rounded-xl border border-line bg-canvas">
        {isPlaying ? (
          <iframe
            src={WELCOME_VIDEO_URL}
            title="Welcome to QuestHQ (video)"
            className="size-full"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            onClick={() => setIsPlaying(true)}
            className="group absolute inset-0 grid size-full place-items-center"
            aria-label="Play the welcome video"
          >
            <img
              src={WELCOME_POSTER_URL}
              alt=""
              width={1280}
              height={720}
              className="absolute inset-0 size-full object-cover"
            />
            <span
              className={cn(
                "relative grid size-16 place-items-center rounded-full bg-black/70 text-white ring-2 ring-white/80",
                "transition-transform group-hover:scale-105 group-focus-visible:scale-105",
              )}
            >
              <Play className="ml-1 size-7 fill-current" aria-hidden />
            </span>
          </button>
        )}
      </div>
      <p className="text-xs text-muted">
        Playing loads the video from YouTube.{" "}
        <a
          href={WELCOME_VIDEO_WATCH_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-accent underline-offset-4 hover:underline"
        >
          Watch it on YouTube
          <ExternalLink className="size-3" aria-hidden />
        </a>
      </p>
    </div>
  );
}

/**
 * The welcome modal (docs/product/screens.md#welcome-modal): once per browser, signed-in users only, never on
 * sign-in or sign-up pages. 50% wide from 1024px (Tailwind lg), 95% below.
 */
export function WelcomeModal() {
  const { isSignedIn } = useSession();
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (!isSignedIn || isWelcomeExcludedPath(pathname) || hasSeenWelcome()) return;
    if (!claimAnnouncement("welcome")) return;
    // Mark on showing, not on closing: a reload must not show it a second time.
    markWelcomeSeen();
    setIsOpen(true);
  }, [isSignedIn, pathname]);

  return (
    <Modal
      open={isOpen}
      onOpenChange={setIsOpen}
      title="Welcome to QuestHQ"
      description="Complete missions, earn credits and climb the weekly challenges."
      widthClassName="w-[95%] lg:w-[50%]"
    >
      <div className="space-y-5">
        <WelcomeVideo />
        <div className="space-y-2 text-sm text-muted">
          <p>
            Every objective you complete earns <strong className="text-ink">credits</strong>. Boosters multiply them,
            and at the end of each Saga your boosted credits convert into <strong className="text-ink">$HQ</strong>.
          </p>
          <p>
            Weekly challenges award stars: 3 objectives earn 1 star, 4 earn 2 and 5 earn 3 — each adding to your
            booster.
          </p>
        </div>
        <ChallengesActions dismissLabel="Maybe later" onClose={() => setIsOpen(false)} />
      </div>
    </Modal>
  );
}
