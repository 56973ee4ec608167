import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { prepareFirstRender } from "./first-render";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./router";
import { countPageViews } from "./lib/page-views";
import "./styles.css";

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
countPageViews(router);

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

// The first render runs as a transition, so React renders it in slices that yield to the browser instead of one
// long task: a phone stays responsive while the page builds (Lighthouse's Total Blocking Time measures this).
void prepareFirstRender(router, queryClient).then(() =>
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  }),
);
