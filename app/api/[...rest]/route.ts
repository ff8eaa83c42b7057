import { route } from "@/lib/server/api/handler";
import { ApiError } from "@/lib/server/api/errors";

// An API address no route serves gets the API's own 404 (JSON with a code), not the site's HTML
// 404 page: a client of the API reads every error the same way.

export const dynamic = "force-dynamic";

const unknown = route<{ rest: string[] }>(
  async () => {
    throw new ApiError("not_found", "There is no API endpoint at this address.");
  },
  { refuses: true },
);

export { unknown as GET, unknown as POST, unknown as PUT, unknown as PATCH, unknown as DELETE, unknown as OPTIONS };
