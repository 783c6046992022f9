import StuntKit

/// One session file to replay and judge, as sent to whatever replays it (in this process, or a
/// worker process as JSON). It carries the file's text, so the worker judges exactly what the
/// parent read, and what an update may rewrite.
public struct ReplayJob: Codable, Equatable, Sendable {
  /// The path as reports show it.
  public var path: String
  public var text: String
  public var update: UpdateMode
  /// The dependency context of a file that names none (`stunt replay --context test`).
  public var context: DependencyContext?

  public init(path: String, text: String, update: UpdateMode, context: DependencyContext? = nil) {
    self.path = path
    self.text = text
    self.update = update
    self.context = context
  }
}
