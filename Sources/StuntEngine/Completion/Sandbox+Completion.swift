import StuntKit

extension Sandbox {
  /// What completion needs to know, copied so the line editor can complete on its own thread
  /// while the sandbox waits for the line.
  public var completionModel: CompletionModel {
    CompletionModel(
      commands: Commands.all.map { $0.configuration },
      modules: modules.map { $0.descriptor.name },
      loaded: loaded?.descriptor,
      topics: ExplainCommand.topics(self).map(\.topic.name),
      statePaths: loaded.map { StatePath.allPaths(in: $0.state) } ?? [],
      objectDoubles: loaded?.objectDoubles ?? []
    )
  }

  public func complete(_ line: String, cursor: Int) -> Completion {
    completionModel.complete(line, cursor: cursor)
  }
}
