import { Link, useLocation } from "@tanstack/react-router";
import { Star } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useSession } from "@/features/auth/session";
import { hasSeenWelcome, isWelcomeExcludedPath, markWelcomeSeen, WELCOME_VIDEO_URL } from "./welcome-rules";

/**
 * §2 welcome notification: once per browser, signed-in users only, never on
 * sign-in or sign-up pages. 50% wide from 1024px (Tailwind lg), 95% below.
 */
export function WelcomeModal() {
  const { isSignedIn } = useSession();
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (!isSignedIn || isWelcomeExcludedPath(pathname) || hasSeenWelcome()) return;
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
        <div className="aspect-video overflow-hidden rounded-xl border border-line bg-canvas">
          <iframe
            src={WELCOME_VIDEO_URL}
            title="Welcome to QuestHQ (video)"
            className="size-full"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        </div>
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
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass("ghost")} onClick={() => setIsOpen(false)}>
            Maybe later
          </button>
          <Link
            to="/dashboard"
            search={{ tab: "challenges" }}
            className={buttonClass("primary")}
            onClick={() => setIsOpen(false)}
          >
            <Star className="size-4" aria-hidden />
            Complete Challenges
          </Link>
        </div>
      </div>
    </Modal>
  );
}
