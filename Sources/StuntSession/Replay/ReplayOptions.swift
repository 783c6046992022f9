/// What `stunt replay` was asked to do.
public struct ReplayOptions: Sendable {
  public enum Format: Sendable { case human, tap }

  public var paths: [String]
  /// Files replayed at once.
  public var jobs: Int
  public var shard: Shard?
  /// Per file, unless the file says `% timeout`.
  public var timeout: Duration
  public var update: UpdateMode
  public var junitPath: String?
  public var format: Format
  public var colour: Bool

  public init(
    paths: [String], jobs: Int, shard: Shard? = nil, timeout: Duration = .seconds(30), update: UpdateMode = .never,
    junitPath: String? = nil, format: Format = .human, colour: Bool = false
  ) {
    self.paths = paths
    self.jobs = max(1, jobs)
    self.shard = shard
    self.timeout = timeout
    self.update = update
    self.junitPath = junitPath
    self.format = format
    self.colour = colour
  }
}
