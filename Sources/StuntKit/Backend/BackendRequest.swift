/// One request as the server saw it, for `backend log`: the server-side view that contrasts
/// with a spy's call log.
public struct BackendRequest: Equatable, Sendable, CustomStringConvertible {
  public var method: String
  /// Path and query, e.g. `/api/v1.0/random?min=1&max=30&count=1`.
  public var target: String
  /// The body as text, shortened; empty when there was none.
  public var body: String
  public var status: Int

  public init(method: String, target: String, body: String, status: Int) {
    self.method = method
    self.target = target
    self.body = body
    self.status = status
  }

  /// `POST /clubs {"introduction":"그룹 소개","name":"그룹명"} -> 201`
  public var description: String {
    "\(method) \(target)" + (body.isEmpty ? "" : " " + body) + " -> \(status)"
  }
}
