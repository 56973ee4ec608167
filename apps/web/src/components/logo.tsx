import { Link } from "@tanstack/react-router";

export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden>
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="#181c29" />
      <path
        d="M16 5l9 5v12l-9 5-9-5V10z"
        fill="none"
        stroke="url(#logo-gradient)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="16" r="3.5" fill="url(#logo-gradient)" />
    </svg>
  );
}

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className="flex items-center gap-2 rounded-lg font-bold tracking-tight text-ink"
      aria-label="QuestHQ home"
    >
      <LogoMark />
      <span className="text-lg">
        Quest<span className="text-brand">HQ</span>
      </span>
    </Link>
  );
}
