import StuntKit

/// What `stunt replay` was asked to do.
public struct ReplayOptions: Sendable {
  public enum Format: Sendable { case human, tap }

  /// The most files replayed at once: each is a process of its own, and more workers than
  /// this only thrash a CI machine's few cores.
  public static let mostJobs = 64

  public var paths: [String]
  /// Files replayed at once, 1 to `mostJobs`.
  public var jobs: Int
  public var shard: Shard?
  /// Per file, unless the file says `% timeout`.
  public var timeout: Duration
  public var update: UpdateMode
  public var junitPath: String?
  /// Rewrite (and write reports over) read-only files too.
  public var force: Bool
  public var format: Format
  public var colour: Bool
  /// The dependency context of every file that names none with `% context`.
  public var context: DependencyContext?
  /// Failures marked for a CI system, after each file's report.
  public var annotations: Annotations

  public init(
    paths: [String], jobs: Int, shard: Shard? = nil, timeout: Duration = .seconds(30), update: UpdateMode = .never,
    junitPath: String? = nil, force: Bool = false, format: Format = .human, colour: Bool = false,
    context: DependencyContext? = nil, annotations: Annotations = .none
  ) {
    self.paths = paths
    self.jobs = min(max(1, jobs), Self.mostJobs)
    self.shard = shard
    self.timeout = timeout
    self.update = update
    self.junitPath = junitPath
    self.force = force
    self.format = format
    self.colour = colour
    self.context = context
    self.annotations = annotations
  }
}
