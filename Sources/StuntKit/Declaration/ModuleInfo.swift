/// What a module says about itself: the name `load` takes, a summary, the seed it reproduces
/// and the lessons `explain` tells while it is loaded.
public struct ModuleInfo: Sendable {
  public var name: String
  public var summary: String
  /// The seed document, e.g. `002_f0a6046f0bdc7a9c.txt (TCA CounterFeature)`.
  public var seed: String
  public var topics: [ExplainTopic]

  public init(name: String, summary: String, seed: String, topics: [ExplainTopic] = []) {
    self.name = name
    self.summary = summary
    self.seed = seed
    self.topics = topics
  }
}
