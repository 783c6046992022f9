/// Sent up to the request loop when the guard refuses a request whose body the loop is still
/// reading: the loop must drop that request, not serve the part of it that arrived.
struct RequestCut: Error {}
