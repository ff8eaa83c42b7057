import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

// A server redirect and a router for the pages that change their own URL; links are in ./link.
export const { redirect, useRouter } = createNavigation(routing);
