// autocannon's `setupClient` for the benchmarks: response bodies are dropped, not kept.
// autocannon appends every body chunk to a string, decoding it as UTF-8; for brotli bytes that
// decoding alone caps one client at about 16,000 answers a second, so the load generator, not
// the server, set the ceiling of a compressed answer. The benchmarks read status codes only.

/** @param {{ pipelinedRequests: { addBody: (data: unknown) => void } }} client */
module.exports = (client) => {
  client.pipelinedRequests.addBody = () => {};
};
