import StuntKit

extension Sandbox {
  /// What completion needs to know, copied so the line editor can complete on its own thread
  /// while the sandbox waits for the line.
  /// A module that cannot say (its plugin failed) offers no state paths or object doubles.
  public var completionModel: CompletionModel {
    get async {
      let state = if let loaded { try? await self.state(of: loaded) } else { StateNode?.none }
      let objectDoubles = try? await loaded?.objectDoubles
      return CompletionModel(
        commands: Commands.all.map { $0.configuration },
        modules: modules.map(\.name),
        loaded: loaded?.descriptor,
        topics: ExplainCommand.topics(self).map(\.topic.name),
        statePaths: state.map { StatePath.allPaths(in: $0) } ?? [],
        objectDoubles: objectDoubles ?? []
      )
    }
  }

  public func complete(_ line: String, cursor: Int) async -> Completion {
    await completionModel.complete(line, cursor: cursor)
  }
}
