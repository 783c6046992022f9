/// The commands of one session, sent to whatever replays them (in this process, or a worker
/// process as JSON).
public struct ReplayScript: Codable, Equatable, Sendable {
  public var commands: [String]
  public var isExhaustive: Bool

  public init(commands: [String], isExhaustive: Bool) {
    self.commands = commands
    self.isExhaustive = isExhaustive
  }

  public init(_ document: SessionDocument) {
    self.init(commands: document.commands.map(\.command), isExhaustive: document.isExhaustive)
  }
}
