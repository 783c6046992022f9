/// What a module says about itself: the name `load` takes, a summary, the seed it reproduces
/// and the lessons `explain` tells while it is loaded.
public struct ModuleInfo: Sendable {
  public var name: String
  public var summary: String
  /// The seed document, e.g. `002_f0a6046f0bdc7a9c.txt (TCA CounterFeature)`.
  public var seed: String
  public var topics: [ExplainTopic]
  /// What the module's author has still to write before it can be loaded, each said as `load`
  /// says it (`the config: Configuration that Greeter's init takes, in madeConfig()`): a sandbox
  /// module names the values Stunt could not make up (`toBeWritten`), and compiles meanwhile.
  public var unwritten: [String]

  public init(name: String, summary: String, seed: String, topics: [ExplainTopic] = [], unwritten: [String] = []) {
    self.name = name
    self.summary = summary
    self.seed = seed
    self.topics = topics
    self.unwritten = unwritten
  }
}
