// Every read a screen starts in the same moment goes out as ONE GET /api/read (one
// D1 batch on the server): a screen opening, or a change notice refreshing three
// queries, costs one request. Each read still resolves or fails on its own.
import { MAX_READS_PER_REQUEST, readsPath, type ReadData, type ReadName, type ReadParams, type ReadRequest, type ReadsAnswer } from "~/domain/reads";
import { api, ApiError } from "../api";

interface Waiting {
  request: ReadRequest;
  resolve: (data: unknown) => void;
  reject: (err: unknown) => void;
}

let waiting: Waiting[] = [];
let scheduled = false;

async function send(batch: Waiting[]) {
  // The same read asked twice in one moment is fetched once.
  const unique = new Map<string, ReadRequest>();
  for (const w of batch) unique.set(JSON.stringify(w.request), w.request);
  const requests = [...unique.values()];
  try {
    const answer = await api.get<ReadsAnswer>(readsPath(requests));
    const byKey = new Map(requests.map((r, i) => [JSON.stringify(r), answer.results[i]]));
    for (const w of batch) {
      const result = byKey.get(JSON.stringify(w.request));
      if (result?.error) w.reject(new ApiError(result.error.status, result.error.code, result.error.message));
      else if (result) w.resolve(result.data);
      else w.reject(new ApiError(500, "bad_response", "The server's answer was not understood"));
    }
  } catch (err) {
    for (const w of batch) w.reject(err);
  }
}

function flush() {
  scheduled = false;
  const all = waiting;
  waiting = [];
  for (let i = 0; i < all.length; i += MAX_READS_PER_REQUEST) void send(all.slice(i, i + MAX_READS_PER_REQUEST));
}

/** One named read, sent together with every other read asked for in this task. */
export function read<N extends ReadName>(name: N, params: ReadParams[N]): Promise<ReadData[N]> {
  return new Promise((resolve, reject) => {
    waiting.push({ request: [name, params] as unknown as ReadRequest, resolve: resolve as (d: unknown) => void, reject });
    if (!scheduled) {
      scheduled = true;
      // After the current task: every query mounted by one render joins the batch.
      setTimeout(flush, 0);
    }
  });
}
